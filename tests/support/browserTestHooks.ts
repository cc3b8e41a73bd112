/**
 * The hooks every browser test runs after it, registered for each test file
 * (a setup file of the browser projects, vitest.config.ts): those files share
 * their modules, so a hook registered as a module loads would reach only the
 * first file that loaded it. After-hooks run the last registered first: the
 * policy check runs before the pages are recorded, so a test it fails has
 * its pages kept too.
 */
import { afterEach } from 'vitest';
import { failOnCspViolations } from './browser.ts';
import { recordPagesOfFailedTest } from './failedPages.ts';

afterEach(recordPagesOfFailedTest);
afterEach(failOnCspViolations);
