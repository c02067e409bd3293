import { z } from 'zod';

// Text that reaches a database, a mail header or a spreadsheet: no control characters (a NUL in
// a name went out raw in a mail's Subject) and no lone UTF-16 surrogates, which are not text.
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udfff]/u;

export const controlCharacterMessage = 'Please remove control characters from this field';
export const invalidTextMessage = 'This field contains characters that are not valid text';

/** A one-line string: no control characters at all. */
export const lineText = () =>
  z
    .string()
    .refine((value) => !CONTROL_IN_LINE.test(value), controlCharacterMessage)
    .refine((value) => !LONE_SURROGATE.test(value), invalidTextMessage);

/** A multi-line string: newlines and tabs are kept, other control characters refused. */
export const multilineText = () =>
  z
    .string()
    .refine((value) => !CONTROL_IN_TEXT.test(value), controlCharacterMessage)
    .refine((value) => !LONE_SURROGATE.test(value), invalidTextMessage);
