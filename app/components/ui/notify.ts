type Sonner = typeof import("sonner");
type Action = { label: string; onClick: () => void };

/**
 * The one way pages show a toast (with sonner). sonner is loaded on
 * the first toast, not with the page: the ToastHost mounts its <Toaster> then,
 * and the toast is shown once the toaster listens.
 */
let loading: Promise<Sonner> | undefined;
let mountToaster: ((sonner: Sonner) => Promise<void>) | undefined;

/** Called by ToastHost (mounted once in the layout) to receive the loaded toaster. */
export function registerToastHost(mount: (sonner: Sonner) => Promise<void>): () => void {
  mountToaster = mount;
  return () => {
    if (mountToaster === mount) mountToaster = undefined;
  };
}

function sonner(): Promise<Sonner> {
  loading ??= import("sonner")
    .then(async (mod) => {
      await mountToaster?.(mod);
      return mod;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

function show(kind: "success" | "error" | "info", title: string, description?: string, action?: Action) {
  void sonner().then(({ toast }) => toast[kind](title, { description, action }));
}

export const notify = {
  success: (title: string, description?: string, action?: Action) => show("success", title, description, action),
  error: (title: string, description?: string) => show("error", title, description),
  info: (title: string, description?: string, action?: Action) => show("info", title, description, action),
};
