// The committed generated types (src/schema.ts) are what the OpenAPI document makes today: a route
// schema changed without `npm run generate -w @plandata/client` fails here, so the client never drifts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE, schemaSource } from '../generate.js';

describe('generated client types', () => {
  it('src/schema.ts equals a fresh generation from the OpenAPI document', async () => {
    const fresh = await schemaSource();
    const committed = readFileSync(SCHEMA_FILE, 'utf8');
    // Compared whole; on a difference the message names the regeneration command.
    expect(committed === fresh, 'src/schema.ts is stale: run `npm run generate -w @plandata/client`').toBe(
      true,
    );
  });
});
