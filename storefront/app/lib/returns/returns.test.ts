import { describe, expect, it } from "vitest";
import { quantityField, returnRequestFromForm } from "./returns";

describe("returnRequestFromForm", () => {
  it("sends the lines with a quantity, the reason and the note", () => {
    const result = returnRequestFromForm({ [quantityField("ordli_A1")]: "1", [quantityField("ordli_B2")]: "0", reason: "damaged", note: " leaking cap " });
    expect(result).toEqual({ ok: true, body: { items: [{ line_id: "ordli_A1", quantity: 1 }], reason: "damaged", note: "leaking cap" } });
  });

  it("refuses in plain words what the commerce app would refuse too", () => {
    expect(returnRequestFromForm({ [quantityField("ordli_A1")]: "0", reason: "damaged" })).toEqual({ ok: false, message: "Choose at least one item to return." });
    expect(returnRequestFromForm({ [quantityField("ordli_A1")]: "1" })).toEqual({ ok: false, message: "Choose why you are returning the items." });
    expect(returnRequestFromForm({ [quantityField("ordli_A1")]: "1.5", reason: "damaged" })).toEqual({ ok: false, message: "The quantity must be a whole number." });
    expect(returnRequestFromForm({ [quantityField("ordli_A1")]: "-2", reason: "damaged" })).toEqual({ ok: false, message: "The quantity must be at least 1." });
    expect(returnRequestFromForm({ [quantityField("ordli_A1")]: "two", reason: "damaged" })).toEqual({ ok: false, message: "The quantity must be a whole number." });
    expect(returnRequestFromForm({ [quantityField("bad id")]: "1", reason: "damaged" })).toEqual({ ok: false, message: "Choose an item of this order." });
    expect(returnRequestFromForm({ [quantityField("ordli_A1")]: "1", reason: "bored" })).toEqual({ ok: false, message: "Choose why you are returning the items." });
  });
});
