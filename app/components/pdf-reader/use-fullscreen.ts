import { type RefObject, useCallback, useEffect, useState } from "react";

/** Fullscreen API toggle for one element; follows Escape/F11 exits too. */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  const [supported, setSupported] = useState(false);

  useEffect(() => {
    setSupported(document.fullscreenEnabled);
    const sync = () => setActive(Boolean(document.fullscreenElement) && document.fullscreenElement === target.current);
    document.addEventListener("fullscreenchange", sync);
    return () => {
      document.removeEventListener("fullscreenchange", sync);
      if (document.fullscreenElement && document.fullscreenElement === target.current) void document.exitFullscreen();
    };
  }, [target]);

  const toggle = useCallback(async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await target.current?.requestFullscreen();
    } catch {
      // Fullscreen refused (e.g. an iframe without permission): the reader still works.
    }
  }, [target]);

  return { active, toggle, supported };
}
