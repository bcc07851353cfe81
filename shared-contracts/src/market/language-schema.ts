import * as z from '@shop/shared-contracts/zod';
import { LANGUAGES } from './languages.js';

// Apart from the language list, so code that only needs the list does not pull zod in.
export const languageSchema = z.enum(LANGUAGES);
