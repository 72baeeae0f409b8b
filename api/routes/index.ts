// Every /v1 route module, declared in one place. Add a resource by adding a file and one line here.
import type { RouteModule } from '../deps.js';
import { applicationRoutes } from './planning/applications.js';
import { councilRoutes } from './councils.js';
import { categoryRoutes } from './planning/categories.js';
import { roadmapRoutes } from './roadmap.js';
import { constraintRoutes } from './planning/constraints.js';
import { alertRoutes } from './planning/alerts.js';
import { webhookRoutes } from './webhooks.js';
import { exportRoutes } from './planning/exports.js';
import { licensedPremisesRoutes } from './licensing/premises.js';
import { licensingApplicationRoutes } from './licensing/applications.js';
import { licensingCoverageRoutes } from './licensing/coverage.js';
import { licensingChangesRoutes } from './licensing/changes.js';
import { historyRoutes } from './planning/history.js';
import { associatedRoutes } from './planning/associated.js';
import { documentRoutes } from './planning/documents.js';
import { consentRoutes } from './planning/consents.js';
import { decisionStatsRoutes } from './planning/decision-stats.js';
import { ownerRoutes } from './owners.js';
import { hmoLicenceRoutes } from './hmo/licences.js';
import { appealRoutes } from './appeals/appeals.js';

export type { RouteModule } from '../deps.js';

export const routeModules: RouteModule[] = [
  applicationRoutes,
  councilRoutes,
  categoryRoutes,
  roadmapRoutes,
  constraintRoutes,
  alertRoutes,
  webhookRoutes,
  exportRoutes,
  licensedPremisesRoutes,
  licensingApplicationRoutes,
  licensingCoverageRoutes,
  licensingChangesRoutes,
  historyRoutes,
  associatedRoutes,
  documentRoutes,
  consentRoutes,
  decisionStatsRoutes,
  ownerRoutes,
  hmoLicenceRoutes,
  appealRoutes,
];
