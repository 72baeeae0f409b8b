// Register adapters by name. A council's register row names its adapter; callers look it up here.
import type { FetchedPage } from '../contract.js';
import type { RegisterAdapter, RegisterSource, RegisterStream } from './contract.js';
import { idoxLicensingAdapter } from './idox-licensing/adapter.js';
import { registerFileAdapter } from './register-file/adapter.js';
import { pinsAcpAdapter } from './pins-acp/adapter.js';

export const registerAdapters: Record<string, RegisterAdapter> = {
  [registerFileAdapter.adapter]: registerFileAdapter,
  [idoxLicensingAdapter.adapter]: idoxLicensingAdapter,
  [pinsAcpAdapter.adapter]: pinsAcpAdapter,
};

export function registerAdapterFor(adapter: string): RegisterAdapter {
  const a = registerAdapters[adapter];
  if (!a)
    throw new Error(`no register adapter '${adapter}' (known: ${Object.keys(registerAdapters).join(', ')})`);
  return a;
}

/**
 * A source parsed as a stream (RegisterStream): by the adapter's parseStream where it has one, else
 * its parseAsync or parse read whole and given as one batch.
 */
export async function parseRegisterStream(
  adapter: RegisterAdapter,
  pages: FetchedPage[],
  source: RegisterSource,
  group: (key: string) => string = (k) => k,
): Promise<RegisterStream> {
  if (adapter.parseStream) return adapter.parseStream(pages, source, group);
  const read = adapter.parseAsync ? await adapter.parseAsync(pages, source) : adapter.parse(pages, source);
  const groups = new Map<string, number>();
  for (const r of read.records) groups.set(group(r.key), (groups.get(group(r.key)) ?? 0) + 1);
  return { layout: read.layout, groups, batches: [read.records], rejected: read.rejected };
}
