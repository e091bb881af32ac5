// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleSubmit, type FormCheck, type SendEnd, type SubmitSteps } from "./form-submit.ts";

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  document.body.innerHTML = "";
});

function setUp(steps: Partial<SubmitSteps<string>>) {
  document.body.innerHTML = `<form><input name="a"><input name="b"><button>Send</button></form>`;
  const form = document.querySelector("form")!;
  const events: string[] = [];
  const full: SubmitSteps<string> = {
    check: () => ({ ok: true, values: "values" }),
    pending: (sending) => events.push(sending ? "pending" : "idle"),
    send: async (values) => {
      events.push(`send ${values}`);
      return "shown";
    },
    failed: () => events.push("failed"),
    ...steps,
  };
  cleanup = handleSubmit(form, full, "Test form");
  const submit = () => form.requestSubmit();
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { form, events, submit, settled };
}

describe("the forms' submit lifecycle", () => {
  it("checks, shows the form pending, sends, then shows it idle", async () => {
    const { events, submit, settled } = setUp({});
    submit();
    await settled();
    expect(events).toEqual(["pending", "send values", "idle"]);
  });

  it("shows the form pending in the submit's own task when the check needs nothing fetched", () => {
    const { events, submit } = setUp({});
    submit();
    expect(events).toEqual(["pending", "send values"]);
  });

  it("sends nothing when the check finds errors, and focuses where it says", async () => {
    const { events, submit, settled } = setUp({
      check: (): FormCheck<string> => ({
        ok: false,
        focus: document.querySelector<HTMLInputElement>('[name="b"]')!,
      }),
    });
    submit();
    await settled();
    expect(events).toEqual([]);
    expect(document.activeElement?.getAttribute("name")).toBe("b");
  });

  it("keeps the form pending when the send leaves for another page", async () => {
    const { events, submit, settled } = setUp({
      send: async (): Promise<SendEnd> => "leaving",
    });
    submit();
    await settled();
    expect(events).toEqual(["pending"]);
  });

  it("ignores a submit while one is under way", async () => {
    let finish: (end: SendEnd) => void = () => {};
    const send = vi.fn(() => new Promise<SendEnd>((resolve) => (finish = resolve)));
    const { events, submit, settled } = setUp({ send });
    submit();
    await settled();
    submit();
    await settled();
    expect(send).toHaveBeenCalledTimes(1);
    finish("shown");
    await settled();
    submit();
    await settled();
    expect(send).toHaveBeenCalledTimes(2);
    expect(events.filter((event) => event === "pending")).toHaveLength(2);
  });

  it("shows a failure when the send throws, and takes the next submit", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    let throws = true;
    const { events, submit, settled } = setUp({
      send: async () => {
        if (throws) throw new Error("network gone");
        return "shown";
      },
    });
    submit();
    await settled();
    expect(events).toEqual(["pending", "failed", "idle"]);
    expect(error).toHaveBeenCalledWith("Test form: the submit failed", expect.any(Error));
    throws = false;
    submit();
    await settled();
    expect(events.slice(3)).toEqual(["pending", "idle"]);
    error.mockRestore();
  });

  it("keeps the browser's own post from happening", () => {
    const { form } = setUp({});
    const event = new Event("submit", { cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
