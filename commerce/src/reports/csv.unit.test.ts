import { describe, expect, it } from "vitest";
import { cedis, csvCell, csvLine } from "./csv";

describe("CSV cells", () => {
  it("quotes commas, quotes, line breaks and edge spaces", () => {
    expect(csvCell("Fit Me Foundation, 30 ml")).toBe('"Fit Me Foundation, 30 ml"');
    expect(csvCell('The "glow" serum')).toBe('"The ""glow"" serum"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(" Ama")).toBe('" Ama"');
    expect(csvCell("Ama Mensah")).toBe("Ama Mensah");
    expect(csvCell(null)).toBe("");
  });

  it.each(["=HYPERLINK(\"http://evil\")", "+233244000001", "-2+3", "@SUM(A1)", "\t=1"])("shows %j as text, not a formula", (value) => {
    expect(csvCell(value).replace(/^"/, "").startsWith("'")).toBe(true);
  });

  it("writes amounts with 2 decimals and lines with CRLF", () => {
    expect(cedis(235)).toBe("235.00");
    expect(cedis("12.5")).toBe("12.50");
    expect(cedis({ value: "0.1" })).toBe("0.10");
    expect(csvLine(["1001", cedis(85), "=cmd"])).toBe("1001,85.00,'=cmd\r\n");
  });
});
