import { measureDocuments } from "../bench/hydration-budgets.ts";
console.log(await measureDocuments("http://127.0.0.1:3600", [["/sw", "/sw"], ["/", "/"], ["/news", "/news"]]));
