/** The examples of the rule words-about-this-product (src/lib/rules/words-about-this-product.ts), run against the valid fixture. */
import { wordsAboutThisProduct } from '../../../src/lib/rules/words-about-this-product.ts';
import { exampleTests } from './examples.ts';

exampleTests(wordsAboutThisProduct);
