/** The examples of the rule role-words-about-the-product (src/lib/rules/role-words-about-the-product.ts), run against the valid fixture. */
import { roleWordsAboutTheProduct } from '../../../src/lib/rules/role-words-about-the-product.ts';
import { exampleTests } from './examples.ts';

exampleTests(roleWordsAboutTheProduct);
