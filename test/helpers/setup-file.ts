// vitest setupFiles: runs in each test file's worker before the file is collected.
import { afterAll } from 'vitest';
import { closeAllOpen } from './cleanup.js';

afterAll(closeAllOpen);
