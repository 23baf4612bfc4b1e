import { z } from "zod";

/**
 * The zod every schema of this package is built with. In a browser, zod's JIT probes for `eval`
 * (`new Function("")`) the first time it builds an object schema; under the storefront's
 * Content-Security-Policy (no 'unsafe-eval') that probe is a reported CSP violation on every page
 * whose scripts build a schema. Browsers parse a handful of form fields, so the JIT is worth nothing
 * there: it is off before any schema is built (every schema module imports this one first, so it is
 * evaluated before any of them). Servers keep it.
 */
if (typeof document !== "undefined") z.config({ jitless: true });
