import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One function, view or trigger: its file under `db/sql/<kind>s/`, named after it. */
export interface SqlDefinition {
  kind: 'function' | 'view' | 'trigger';
  name: string;
  text: string;
}

const sqlFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sql');

/** Functions, then views, then triggers: each kind may use the ones before it. */
const KINDS = ['function', 'view', 'trigger'] as const;

function readKind(folder: string, kind: SqlDefinition['kind']): SqlDefinition[] {
  const dir = path.join(folder, `${kind}s`);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({
      kind,
      name: file.slice(0, -'.sql'.length),
      text: fs.readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/**
 * Puts every definition after the ones of its kind that it names (a SQL function's body is
 * checked when it is created, so what it calls must exist); otherwise in name order.
 */
function afterWhatTheyUse(definitions: SqlDefinition[]): SqlDefinition[] {
  const ordered: SqlDefinition[] = [];
  const placed = new Set<string>();
  const place = (definition: SqlDefinition, visiting: Set<string>) => {
    if (placed.has(definition.name) || visiting.has(definition.name)) return;
    visiting.add(definition.name);
    for (const other of definitions) {
      if (other !== definition && new RegExp(`\\b${other.name}\\b`).test(definition.text)) {
        place(other, visiting);
      }
    }
    placed.add(definition.name);
    ordered.push(definition);
  };
  for (const definition of definitions) place(definition, new Set());
  return ordered;
}

/** Every definition in the order it is applied (db/sql/README.md). */
export function readSqlDefinitions(folder = sqlFolder): SqlDefinition[] {
  return KINDS.flatMap((kind) => {
    const definitions = readKind(folder, kind);
    return kind === 'trigger' ? definitions : afterWhatTheyUse(definitions);
  });
}
