import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { forSaveData, imageVariant, parseVariant } from "./images.server";

describe("parseVariant", () => {
  it("accepts the listed widths and formats only", () => {
    expect(parseVariant(new URLSearchParams(""))).toBeNull();
    expect(parseVariant(new URLSearchParams("w=320&fm=webp"))).toEqual({ width: 320, format: "webp" });
    expect(parseVariant(new URLSearchParams("w=321&fm=webp"))).toHaveProperty("error");
    expect(parseVariant(new URLSearchParams("w=320&fm=gif"))).toHaveProperty("error");
    expect(parseVariant(new URLSearchParams("w=320"))).toHaveProperty("error");
  });
});

describe("forSaveData", () => {
  it("with Save-Data: on, one listed width smaller (never below the smallest); otherwise as asked", () => {
    expect(forSaveData({ width: 640, format: "avif" }, "on")).toEqual({ width: 480, format: "avif" });
    expect(forSaveData({ width: 320, format: "webp" }, " ON ")).toEqual({ width: 160, format: "webp" });
    expect(forSaveData({ width: 160, format: "webp" }, "on")).toEqual({ width: 160, format: "webp" });
    for (const header of [null, "", "off", "1", "on, extra"]) expect(forSaveData({ width: 640, format: "avif" }, header)).toEqual({ width: 640, format: "avif" });
  });
});

describe("imageVariant", () => {
  let dir = "";
  const previous = process.env.GLOW_DATA_DIR;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "glow-images-"));
    process.env.GLOW_DATA_DIR = dir;
  });
  afterAll(() => {
    process.env.GLOW_DATA_DIR = previous;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("encodes a photo once into the requested width and format, then serves it from disk", async () => {
    const photo = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: { r: 200, g: 120, b: 140 } } }).jpeg().toBuffer();
    const load = vi.fn(async () => photo);
    const first = await imageVariant("products/photo.jpg", { width: 320, format: "webp" }, load);
    expect(first).not.toBeNull();
    const meta = await sharp(first!).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(320);
    const second = await imageVariant("products/photo.jpg", { width: 320, format: "webp" }, load);
    expect(second?.equals(first!)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    const avif = await imageVariant("products/photo.jpg", { width: 160, format: "avif" }, load);
    expect((await sharp(avif!).metadata()).format).toBe("heif");
  });

  it("never enlarges and answers null for what is not a picture", async () => {
    const small = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#fff" } }).png().toBuffer();
    const variant = await imageVariant("products/small.png", { width: 640, format: "webp" }, async () => small);
    expect((await sharp(variant!).metadata()).width).toBe(200);
    expect(await imageVariant("products/notes.jpg", { width: 320, format: "webp" }, async () => Buffer.from("not an image"))).toBeNull();
    expect(await imageVariant("products/missing.jpg", { width: 320, format: "webp" }, async () => null)).toBeNull();
  });
});
