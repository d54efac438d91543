import { z } from 'zod';
import {
  AllergenSchema,
  AnimalOriginSchema,
  FoodIdSchema,
  KosherCategorySchema,
  PortionSchema,
  StoreSectionSchema,
} from '../../src/domain/foods/food';

/**
 * `data/foods/curation.json`: the foods we chose by hand, with the names people use for them.
 * See `data/foods/README.md` for how to add one.
 */

const aliasSchema = z
  .string()
  .min(1)
  .refine((alias) => alias === alias.toLowerCase() && alias === alias.trim(), {
    message: 'aliases are lower-case and trimmed',
  });

/**
 * Tag overrides. List fields ADD to what the rules found (they can never remove an allergen);
 * the other fields REPLACE the rule's value. Every override carries a `note` saying why.
 */
export const CurationTagsSchema = z.strictObject({
  allergens: z.array(AllergenSchema).optional(),
  animalOrigin: z.array(AnimalOriginSchema).optional(),
  alcohol: z.boolean().optional(),
  kosherCategory: KosherCategorySchema.optional(),
  highFodmap: z.boolean().optional(),
  gerdTrigger: z.boolean().optional(),
  tyramineRich: z.boolean().optional(),
  grapefruit: z.boolean().optional(),
  vitaminK2Rich: z.boolean().optional(),
  potassiumSaltSubstitute: z.boolean().optional(),
});
export type CurationTags = z.infer<typeof CurationTagsSchema>;

export const CurationEntrySchema = z
  .strictObject({
    id: FoodIdSchema,
    name: z.string().min(1),
    aliases: z.array(aliasSchema),
    /** Overrides the USDA household portion when it is odd or missing. */
    portion: PortionSchema.optional(),
    storeSection: StoreSectionSchema.optional(),
    tags: CurationTagsSchema.optional(),
    /** Why the entry overrides something. Required with `tags`. */
    note: z.string().min(1).optional(),
  })
  .refine((entry) => entry.tags === undefined || entry.note !== undefined, {
    message: 'a tag override needs a note saying why',
    path: ['note'],
  });
export type CurationEntry = z.infer<typeof CurationEntrySchema>;

export const CurationSchema = z.array(CurationEntrySchema).superRefine((entries, ctx) => {
  const ids = new Set<string>();
  const names = new Set<string>();
  entries.forEach((entry, index) => {
    if (ids.has(entry.id)) {
      ctx.addIssue({ code: 'custom', message: `duplicate id ${entry.id}`, path: [index, 'id'] });
    }
    ids.add(entry.id);
    const name = entry.name.toLowerCase();
    if (names.has(name)) {
      ctx.addIssue({
        code: 'custom',
        message: `duplicate name "${entry.name}"`,
        path: [index, 'name'],
      });
    }
    names.add(name);
  });
});

export function parseCuration(json: unknown): CurationEntry[] {
  const parsed = CurationSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(`data/foods/curation.json is invalid:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
