// Builds the polite client from configuration: the one way workers and commands get a PageClient.
import type { Redis } from 'ioredis';
import type { ScraperLogger } from '../contract.js';
import { HostLimiter } from './host-limiter.js';
import { PoliteClient, RobotsCache, productToken, type FetchRecorder } from './client.js';

export { HostLimiter } from './host-limiter.js';
export { PoliteClient, RobotsCache, sha256, type FetchRecord, type FetchRecorder } from './client.js';
export { CookieJar } from '../kit/cookies.js';
export { parseRobots, isAllowed, RobotsDisallowedError } from './robots.js';

export interface PoliteConfig {
  REDIS_PREFIX: string;
  SCRAPER_USER_AGENT: string;
  SCRAPER_HOST_CONCURRENCY: number;
  SCRAPER_MIN_DELAY_MS: number;
  SCRAPER_TIMEOUT_MS: number;
  SCRAPER_RETRIES: number;
  SCRAPER_BACKOFF_MS: number;
  SCRAPER_ROBOTS: boolean;
}

/** Per-process pieces shared by every client: the Redis-backed limiter and the robots cache. */
export class PoliteHttp {
  readonly limiter: HostLimiter;
  readonly robots: RobotsCache | undefined;

  constructor(
    redis: Redis,
    private readonly config: PoliteConfig,
    private readonly logger?: ScraperLogger,
  ) {
    this.limiter = new HostLimiter(redis, {
      concurrency: config.SCRAPER_HOST_CONCURRENCY,
      minDelayMs: config.SCRAPER_MIN_DELAY_MS,
      // A slot outlives the longest request (timeout) so only a dead worker's slot expires.
      leaseMs: config.SCRAPER_TIMEOUT_MS + 5000,
      prefix: config.REDIS_PREFIX,
    });
    this.robots = config.SCRAPER_ROBOTS
      ? new RobotsCache(productToken(config.SCRAPER_USER_AGENT))
      : undefined;
  }

  /** A new session (its own cookies), reporting every request to `recorder`. */
  client(recorder?: FetchRecorder): PoliteClient {
    return new PoliteClient({
      limiter: this.limiter,
      robots: this.robots,
      userAgent: this.config.SCRAPER_USER_AGENT,
      timeoutMs: this.config.SCRAPER_TIMEOUT_MS,
      retries: this.config.SCRAPER_RETRIES,
      backoffMs: this.config.SCRAPER_BACKOFF_MS,
      recorder,
      logger: this.logger,
    });
  }
}
