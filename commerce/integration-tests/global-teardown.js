module.exports = async function globalTeardown() {
  const child = globalThis.__GLOW_TEST_PG__;
  if (!child || child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });
};
