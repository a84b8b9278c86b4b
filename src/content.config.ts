/**
 * Collections. Schemas live in src/lib/register/schema.ts so that the pre-build check
 * (scripts/check-content.ts) validates with exactly the same rules.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { contentDir } from './lib/content/dir.ts';
import { changeLogSchema, disputeSchema, idiosyncrasySchema, registerSchema, rowSchema } from './lib/register/schema.ts';

const dir = contentDir();

export const collections = {
  capabilities: defineCollection({
    loader: glob({ pattern: '*.mdx', base: `${dir}/capabilities` }),
    schema: rowSchema,
  }),
  idiosyncrasies: defineCollection({
    loader: glob({ pattern: '*.mdx', base: `${dir}/idiosyncrasies` }),
    schema: idiosyncrasySchema,
  }),
  registers: defineCollection({
    loader: glob({ pattern: '*.yaml', base: `${dir}/registers` }),
    schema: registerSchema,
  }),
  disputes: defineCollection({
    loader: glob({ pattern: '*.yaml', base: `${dir}/disputes` }),
    schema: disputeSchema,
  }),
  changes: defineCollection({
    loader: glob({ pattern: '*.yaml', base: `${dir}/changes` }),
    schema: changeLogSchema,
  }),
};
