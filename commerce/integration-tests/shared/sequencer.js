/**
 * The order jest starts the HTTP integration files in (jest.config.js `testSequencer`): the shared
 * boot (run-http-suites.ts, the longest file) first, so that with two workers it runs on one from the
 * start while the `*.isolated.spec.ts` files (a Medusa each) take turns on the other (ADR 190). Jest's
 * default order puts the largest file first, and the shared runner is the smallest.
 */
class SharedBootFirst {
  sort(tests) {
    const rank = (test) => (/run-http-suites\.[jt]s$/.test(test.path) ? 0 : 1);
    return [...tests].sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path));
  }

  /** Jest hands every run's results to the sequencer for its timing cache; this order needs none. */
  cacheResults() {}

  shard(tests, { shardIndex, shardCount }) {
    return tests.filter((_, i) => i % shardCount === shardIndex - 1);
  }
}

module.exports = SharedBootFirst;
