// Platform adapters by name. A council row names its platform; callers look it up here.
import type { PlatformAdapter } from '../contract.js';
import { civicaAdapter } from './civica/adapter.js';
import { idoxAdapter } from './idox/adapter.js';
import { northgateAdapter } from './northgate/adapter.js';
import { ocellaAdapter } from './ocella/adapter.js';
import { planningRegisterAdapter } from './planning-register/adapter.js';

export const adapters: Record<string, PlatformAdapter> = {
  [idoxAdapter.platform]: idoxAdapter,
  [planningRegisterAdapter.platform]: planningRegisterAdapter,
  [northgateAdapter.platform]: northgateAdapter,
  [civicaAdapter.platform]: civicaAdapter,
  [ocellaAdapter.platform]: ocellaAdapter,
};

export function adapterFor(platform: string): PlatformAdapter {
  const a = adapters[platform];
  if (!a)
    throw new Error(`no adapter for platform '${platform}' (known: ${Object.keys(adapters).join(', ')})`);
  return a;
}
