import { useNavigation } from "react-router";

/** The article's loading state during in-app navigation to /news/{slug} (the server waits for it). */
export function ArticleLoading({ label }: { label: string }) {
  const navigation = useNavigation();
  const path = navigation.location?.pathname ?? "";
  if (navigation.state !== "loading" || !/^\/news\/(?!feed\.xml$)[^/]+/.test(path)) return null;
  return (
    <p
      role="status"
      className="fixed inset-x-0 top-20 z-40 mx-auto w-fit rounded-full bg-brand-800 px-5 py-2 text-sm font-semibold text-white shadow-lg"
    >
      {label}
    </p>
  );
}
