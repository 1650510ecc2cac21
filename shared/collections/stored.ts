import { z } from "zod";
import type { CollectionDefinition, Fields } from "./define.ts";

/**
 * The API rules of a kind kept in its own table (news, publications; decision
 * 0074), built from its definition. POST: required fields as they are, the rest
 * optional with their `absent` value. PUT: every field optional, absent ones keep
 * their stored value. The messages are the fields' own, as the API always answered.
 */
const bodyMessage = { message: "The request body must be a JSON object" };

type Rules<F extends Fields> = { [K in keyof F]: F[K]["schema"] };

/** Each field's rule by name (the Kiswahili version checks its fields with these). */
export function fieldRules<F extends Fields>(definition: CollectionDefinition<F>): Rules<F> {
  return Object.fromEntries(Object.entries(definition.fields).map(([k, f]) => [k, f.schema])) as Rules<F>;
}

type CreateShape<F extends Fields> = {
  [K in keyof F]: F[K] extends { required: true }
    ? F[K]["schema"]
    : F[K] extends { absent: unknown }
      ? z.ZodDefault<z.ZodOptional<F[K]["schema"]>>
      : z.ZodOptional<F[K]["schema"]>;
};
type UpdateShape<F extends Fields> = { [K in keyof F]: z.ZodOptional<F[K]["schema"]> };

export function createSchema<F extends Fields>(definition: CollectionDefinition<F>) {
  const shape = Object.fromEntries(
    Object.entries(definition.fields).map(([name, spec]) => {
      if (spec.required) return [name, spec.schema];
      return [name, "absent" in spec ? spec.schema.optional().default(spec.absent as never) : spec.schema.optional()];
    }),
  ) as CreateShape<F>;
  return z.object(shape, bodyMessage);
}

export function updateSchema<F extends Fields>(definition: CollectionDefinition<F>) {
  const shape = Object.fromEntries(
    Object.entries(definition.fields).map(([name, spec]) => [name, spec.schema.optional()]),
  ) as UpdateShape<F>;
  return z.object(shape, bodyMessage);
}
