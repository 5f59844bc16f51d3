// Finds Chromium for the browser tests; installs Debian's package when it is missing and we
// can (root with apt-get); otherwise says how.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export function findChromium() {
  const found = [process.env.CHROMIUM_PATH, ...CANDIDATES].find((path) => path && existsSync(path));
  if (found) return found;
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (canInstall) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update"], { stdio: "inherit", env });
    spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { stdio: "inherit", env });
    const installed = CANDIDATES.find((path) => existsSync(path));
    if (installed) return installed;
  }
  console.error(
    "The browser tests need Chromium. Install it with `sudo apt-get install chromium` (Debian/Ubuntu), " +
      "or set CHROMIUM_PATH to a Chromium or Chrome binary.",
  );
  process.exit(1);
}
