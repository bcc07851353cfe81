// The part of zod the contracts' schemas are built with, shared once per page (a runtime
// singleton within the contracts major). Shared modules cannot be tree-shaken, and the whole of
// `zod` weighs 86 KiB compressed with every locale; a tree-shaken copy per remote weighed 27 KiB
// each. Contracts code imports `* as z` from here by the package name; add a name here before
// using it in a schema (docs/decisions/0006-contract-versions.md).
export type {
  core,
  infer,
  input,
  output,
  ZodArray,
  ZodBoolean,
  ZodCoercedNumber,
  ZodEnum,
  ZodLiteral,
  ZodNullable,
  ZodNumber,
  ZodObject,
  ZodPipe,
  ZodRecord,
  ZodString,
  ZodTransform,
  ZodType,
  ZodUndefined,
} from 'zod';
export {
  array,
  boolean,
  coerce,
  email,
  enum,
  iso,
  literal,
  looseObject,
  null,
  number,
  object,
  partialRecord,
  record,
  string,
  undefined,
  union,
  unknown,
} from 'zod';
