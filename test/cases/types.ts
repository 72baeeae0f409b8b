// Shapes of the labelled sets used by the unit tests and bench/normalise.
import type { Procedure, Stage } from '../../core/domain/planning/vocabulary.js';

/** [status, decision, appeal decision, expected stage] */
export type StageCase = [string, string, string, Stage];

export interface DescriptionCase {
  description: string;
  reference: string | null;
  application_type: string | null;
  council: string | null;
  procedure: Procedure | null;
  dwelling_count: number | null;
  /** A category slug the record must carry (null where not labelled). */
  category: string | null;
}
