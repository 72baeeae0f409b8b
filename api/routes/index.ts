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
  hmoLicenceRoutes,
  appealRoutes,
];
