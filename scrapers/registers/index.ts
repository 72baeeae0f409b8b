// Register adapters by name. A council's register row names its adapter; callers look it up here.
import type { RegisterAdapter } from './contract.js';
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
