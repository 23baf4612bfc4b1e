import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import { UserFacingError, info } from "./log.ts";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && fs.existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((candidate) => fs.existsSync(candidate));
}

/**
 * The e2e tests drive a system Chromium (Playwright cannot download browsers here).
 * As root on Debian/Ubuntu we install it with apt-get; elsewhere we say exactly what to run.
 */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("which", ["apt-get"]).status === 0;
  if (isRoot && hasApt) {
    info("No Chromium found: installing Debian's chromium with apt-get (about a minute)…");
    execFileSync("apt-get", ["update"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new UserFacingError(
    "The end-to-end tests need Chromium and none was found.",
    isRoot || !hasApt
      ? "Install one with `npx playwright install chromium` and set CHROME_PATH to its executable, or install your distribution's chromium package."
      : "Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), or `npx playwright install chromium` and set CHROME_PATH.",
  );
}
