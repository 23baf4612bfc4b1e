import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readOptionsFile } from "./options-file";

const write = (name: string, text: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "glow-options-file-"));
  fs.writeFileSync(path.join(dir, name), text);
  return dir;
};

describe("readOptionsFile", () => {
  afterEach(() => vi.restoreAllMocks());

  it("reads a file once per process, and hands each caller its own parsed copy", () => {
    const root = write("shop.json", JSON.stringify({ returns: { windowDays: 7 } }));
    const reads = vi.spyOn(fs, "readFileSync");
    const first = readOptionsFile("shop.json", root);
    const second = readOptionsFile(path.join(root, "shop.json"), "/elsewhere");
    expect(first).toEqual({ where: path.join(root, "shop.json"), raw: { returns: { windowDays: 7 } } });
    expect(second).toEqual(first);
    expect(second.raw).not.toBe(first.raw);
    expect(reads.mock.calls.filter(([file]) => file === path.join(root, "shop.json"))).toHaveLength(1);
  });

  it("reads another path on its own, and still names a missing file or bad JSON every time", () => {
    const root = write("bad.json", "{ returns: ");
    expect(() => readOptionsFile("bad.json", root)).toThrow(/is not JSON/);
    expect(() => readOptionsFile("bad.json", root)).toThrow(/is not JSON/);
    expect(() => readOptionsFile("absent.json", root)).toThrow(/there is no such file/);
    expect(readOptionsFile(undefined, root)).toEqual({ where: undefined, raw: {} });
  });
});
