import { act, render, screen } from "@testing-library/react";
import { toast as sonner } from "sonner";
import { LazyToaster } from "@/components/ui/LazyToaster";
import { toast } from "@/components/ui/toast";

describe("LazyToaster (sonner loads on the first toast)", () => {
  afterEach(() => act(() => sonner.dismiss()));

  it("renders no toast region until a toast is asked for, then shows the toasts asked for meanwhile, in order, with their ids", async () => {
    render(<LazyToaster />);
    expect(document.querySelector("[data-sonner-toaster]")).toBeNull();
    // A dismiss before any toast does not load anything.
    act(() => toast.dismiss());
    expect(document.querySelector("[data-sonner-toaster]")).toBeNull();

    let loading: string | number = "";
    act(() => {
      loading = toast.loading("Working...");
      toast.message("First");
    });
    expect(screen.queryByText("First")).toBeNull(); // not loaded yet
    expect(await screen.findByText("First")).toBeInTheDocument();
    expect(document.querySelector("[data-sonner-toaster]")).not.toBeNull();
    expect(sonner.getToasts().map((t) => t.id)).toEqual([loading, expect.any(String)]);

    // Once loaded, a toast shows at once, and an id given back earlier still replaces its toast.
    act(() => toast.success("Done", { id: loading }));
    expect(await screen.findByText("Done")).toBeInTheDocument();
    expect(screen.queryByText("Working...")).toBeNull();
  });
});
