import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GeneratedAvatar } from "./avatar";

const draw = (seed: number) => renderToStaticMarkup(<GeneratedAvatar seed={seed} size={32} label="avatar" />);

describe("GeneratedAvatar", () => {
  it("draws the same picture for the same email length", () => {
    expect(draw("ada@example.com".length)).toBe(draw("bob@example.org".length));
  });

  it("draws different pictures for different lengths", () => {
    const pictures = new Set(Array.from({ length: 12 }, (_, i) => draw(10 + i)));
    expect(pictures.size).toBe(12);
  });

  it("is 32 pixels across and labelled", () => {
    const svg = draw(17);
    expect(svg).toContain('width="32"');
    expect(svg).toContain('height="32"');
    expect(svg).toContain('aria-label="avatar"');
  });
});
