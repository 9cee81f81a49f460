import { describe, expect, it } from "vitest";
import { formFields, parseForm } from "./validation";
import { z } from "zod";

describe("a form's fields", () => {
  it("keeps each name's first value", () => {
    const form = new FormData();
    form.append("videoId", "a");
    form.append("videoId", "b");
    expect(formFields(form)).toEqual({ videoId: "a" });
  });

  it("reads a field named like an object's own properties as a field, never as its prototype", () => {
    const form = new FormData();
    form.append("__proto__", new File(["x"], "evil.png"));
    form.append("constructor", "text");
    const fields = formFields(form);
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.keys(fields)).toEqual(["__proto__", "constructor"]);
    expect(fields.constructor).toBe("text");
    expect(parseForm(form, z.object({ name: z.string() })).success).toBe(false);
  });

  it("reads every value of an upload field as a list", () => {
    const form = new FormData();
    form.append("variants", new File(["a"], "a.png"));
    form.append("variants", new File(["b"], "b.png"));
    const parsed = parseForm(form, z.object({ variants: z.array(z.instanceof(File)) }), { uploads: ["variants"] });
    expect(parsed.success && parsed.data.variants.map((f) => f.name)).toEqual(["a.png", "b.png"]);
  });
});
