import type { ArtworkName } from "../../shared/artwork/artwork.ts";

/** Spec entities of the volunteer, internship and careers pages. */

export type VolunteerRole = {
  id: number;
  title: string;
  description: string;
  location: string;
  timeCommitment: string;
  duration: string;
  skills: string[];
  image: ArtworkName;
  urgent: boolean;
};

export type InternPosition = {
  id: number;
  title: string;
  description: string;
  department: string;
  duration: string;
  location: string;
  type: "Full-time" | "Part-time";
  requirements: string[];
  image: ArtworkName;
  featured: boolean;
};

export type Job = {
  id: number;
  title: string;
  description: string;
  department: string;
  location: string;
  type: string;
  experience: string;
  salary: string;
  image: ArtworkName;
  featured: boolean;
  urgent: boolean;
};
