import { toast } from "sonner";

type Action = { label: string; onClick: () => void };

/** The one way pages show a toast (spec section 9: sonner, mounted once in the layout). */
export const notify = {
  success(title: string, description?: string, action?: Action) {
    toast.success(title, { description, action });
  },
  error(title: string, description?: string) {
    toast.error(title, { description });
  },
  info(title: string, description?: string, action?: Action) {
    toast.info(title, { description, action });
  },
};
