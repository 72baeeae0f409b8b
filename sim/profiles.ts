// The simulator's profiles by name, one per portal platform and per register adapter: a simulated
// council names its platform (and its registers' adapters) and the server looks the profile up
// here. A new platform or register adapter brings its profile, so the conformance suite, the
// pipeline tests and the demo run it offline.
import type { SimPlatformProfile, SimRegisterProfile } from './profile.js';
import { civicaProfile } from './platforms/civica/routes.js';
import { idoxProfile } from './platforms/idox/routes.js';
import { northgateProfile } from './platforms/northgate/routes.js';
import { planningRegisterProfile } from './platforms/planning-register/routes.js';
import { ocellaProfile } from './platforms/ocella/routes.js';
import { idoxLicensingProfile } from './registers/idox-licensing.js';
import { registerFileProfile } from './registers/register-file.js';

export type { SimRegisterProfile } from './profile.js';

export const platformProfiles: Record<string, () => SimPlatformProfile> = {
  idox: idoxProfile,
  'planning-register': planningRegisterProfile,
  northgate: northgateProfile,
  civica: civicaProfile,
  ocella: ocellaProfile,
};

export const registerProfiles: Record<string, (seed: number) => SimRegisterProfile> = {
  'register-file': registerFileProfile,
  'idox-licensing': idoxLicensingProfile,
};
