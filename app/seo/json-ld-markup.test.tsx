import { renderToString } from "react-dom/server";
import { createRoutesStub, Meta } from "react-router";
import { describe, expect, it } from "vitest";

/**
 * The pages put their JSON-LD in React Router's `script:ld+json` meta descriptor. Copy is data, so
 * this checks that text which looks like markup cannot end the script element early.
 */
describe("JSON-LD in the document head", () => {
  it("is a data block whose '<' cannot close the script element, and parses back intact", () => {
    const name = "Andén </script><script>alert(1)</script> <!-- & \u2028";
    const Stub = createRoutesStub([
      {
        path: "/",
        meta: () => [{ "script:ld+json": { "@context": "https://schema.org", name } }],
        Component: () => <Meta />,
      },
    ]);
    const html = renderToString(<Stub initialEntries={["/"]} />);
    const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    expect(match).not.toBeNull();
    const body = match?.[1] ?? "";
    expect(body).not.toContain("<");
    expect(JSON.parse(body)).toEqual({ "@context": "https://schema.org", name });
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});
