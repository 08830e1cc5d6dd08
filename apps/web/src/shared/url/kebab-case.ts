/** `auditLog` -> `audit-log`, at the type level: a tab's key in code, its segment in the URL. */
export type KebabCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${KebabCase<Tail>}`
  : S;

/** `auditLog` -> `audit-log`: at run time what KebabCase says at the type level. */
export const kebabCase = <S extends string>(key: S): KebabCase<S> =>
  key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`) as KebabCase<S>;
