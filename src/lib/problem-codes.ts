// A form's problem named in the address it was sent back to (`?problem=limit`): the code, when the
// form's table of problems knows it.

export const problemCodeIn =
  <T extends Record<string, string>>(problems: T) =>
  (value: unknown): (keyof T & string) | null =>
    typeof value === 'string' && Object.hasOwn(problems, value) ? value : null;
