import type { ArtworkPalette } from "../../shared/artwork/artwork.ts";

/** Colours per palette: sky gradient, ground, three cloth tones, a highlight and a paper tone. */
export type Colors = {
  skyTop: string;
  skyBottom: string;
  ground: string;
  deep: string;
  cloth: [string, string, string];
  sun: string;
  paper: string;
};

export const palettes: Record<ArtworkPalette, Colors> = {
  brand: {
    skyTop: "#0c4128",
    skyBottom: "#1f7f4c",
    ground: "#08301d",
    deep: "#062416",
    cloth: ["#f0b72f", "#c2462a", "#d5ecdd"],
    sun: "#f6cf5e",
    paper: "#fbfaf6",
  },
  accent: {
    skyTop: "#86301c",
    skyBottom: "#c2462a",
    ground: "#5e2213",
    deep: "#3f160c",
    cloth: ["#f0b72f", "#0f5231", "#fadfd7"],
    sun: "#fdf0c8",
    paper: "#fdf2ef",
  },
  gold: {
    skyTop: "#f6cf5e",
    skyBottom: "#fdf0c8",
    ground: "#d99a0f",
    deep: "#0c4128",
    cloth: ["#0f5231", "#c2462a", "#1f7f4c"],
    sun: "#fbfaf6",
    paper: "#fffdf5",
  },
  dusk: {
    skyTop: "#08301d",
    skyBottom: "#86301c",
    ground: "#1b0f0a",
    deep: "#120906",
    cloth: ["#f0b72f", "#74bd91", "#c2462a"],
    sun: "#f0b72f",
    paper: "#fdf0c8",
  },
  sky: {
    skyTop: "#0c4a6e",
    skyBottom: "#5fa8d3",
    ground: "#0c4128",
    deep: "#082f49",
    cloth: ["#f0b72f", "#c2462a", "#e0f2fe"],
    sun: "#fdf0c8",
    paper: "#f0f9ff",
  },
};

/** Warm skin tones for the figures. */
export const skinTones = ["#4a2c1d", "#5a3825", "#6e4430", "#7b4a2e", "#8d5a3b", "#a0673f"];
