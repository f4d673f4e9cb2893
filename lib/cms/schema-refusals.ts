/**
 * What WordPress's refusal of a query says its schema lacks. WPGraphQL validates an operation before running any
 * of it and words each problem as graphql-js does (graphql-php keeps the wording): `Cannot query field
 * "heroSettings" on type "Page".`, `Unknown type "NameField".`, `Unknown argument "x" on field "T.f".`,
 * `Value "PRIMARY" does not exist in "MenuLocationEnum" enum.`, `Field "heroSize" must not have a selection…`.
 * Read by the site (./configuration.ts: a configuration error, not an outage) and by the doctor
 * (scripts/doctor/diagnose.ts: which plugin, field group or field, and the fix).
 */

export type SchemaRefusal =
  | { kind: 'field'; parent: string; field: string }
  | { kind: 'type'; type: string }
  | { kind: 'argument'; argument: string; parent: string; field: string }
  | { kind: 'enum'; enumType: string; value: string }
  /** A field of another kind than the query treats it as (an object read as a leaf, or the reverse). */
  | { kind: 'selection'; field: string; type: string };

const REFUSALS: [RegExp, (match: RegExpExecArray) => SchemaRefusal][] = [
  [/^Cannot query field "([^"]+)" on type "([^"]+)"/, (m) => ({ kind: 'field', field: m[1]!, parent: m[2]! })],
  [/^Unknown type "([^"]+)"/, (m) => ({ kind: 'type', type: m[1]! })],
  // graphql-js: `on field "Type.field"`; graphql-php: `on field "field" of type "Type"`.
  [
    /^Unknown argument "([^"]+)" on field "([^".]+)\.?([^"]*)"(?: of type "([^"]+)")?/,
    (m) => {
      const [parent, field] = m[3] ? [m[2]!, m[3]] : [m[4] ?? '', m[2]!];
      return { kind: 'argument', argument: m[1]!, parent, field };
    },
  ],
  [/^Value "([^"]+)" does not exist in "([^"]+)" enum/, (m) => ({ kind: 'enum', value: m[1]!, enumType: m[2]! })],
  [
    /^Expected (?:value of )?type "?(\w+Enum)"?, found "?(\w+)"?/,
    (m) => ({ kind: 'enum', enumType: m[1]!, value: m[2]! }),
  ],
  // graphql-js and graphql-php word the leaf-selection errors slightly differently.
  [
    /^Field "([^"]+)" must not have a (?:sub )?selection since type "([^"]+)"/,
    (m) => ({ kind: 'selection', field: m[1]!, type: m[2]! }),
  ],
  [
    /^Field "([^"]+)" of type "([^"]+)" must not have a (?:sub )?selection/,
    (m) => ({ kind: 'selection', field: m[1]!, type: m[2]! }),
  ],
  [
    /^Field "([^"]+)" of type "([^"]+)" must have a (?:sub )?selection/,
    (m) => ({ kind: 'selection', field: m[1]!, type: m[2]! }),
  ],
];

/** What one error message says the schema lacks; `undefined` for any other error. */
export function schemaRefusal(message: string): SchemaRefusal | undefined {
  for (const [pattern, read] of REFUSALS) {
    const match = pattern.exec(message);
    if (match) return read(match);
  }
  return undefined;
}
