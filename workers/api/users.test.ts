import { describe, expect, it } from "vitest";
import { wantsRole } from "./users";

describe("populate=role", () => {
  it.each(["populate=role", "populate[]=role", "populate[0]=role", "populate[3]=role", "populate=*", "populate=a,role", "populate=x&populate=role"])("%s asks for the role", (query) => {
    expect(wantsRole(`http://x/users/me?${query}`)).toBe(true);
  });

  it.each(["", "populate=roles", "populate[role]=true", "role=populate", "populate[a][b]=role"])("%s does not", (query) => {
    expect(wantsRole(`http://x/users/me?${query}`)).toBe(false);
  });
});
