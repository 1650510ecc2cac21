import fs from "node:fs";

/**
 * Writes server/auth/common-passwords.txt: commonly used passwords built from
 * the patterns that dominate published breach statistics (popular words,
 * names, places, keyboard walks, digit runs, years and the usual suffixes).
 * Nothing is downloaded. Only entries of 12+ characters are kept, because the
 * length rule already refuses anything shorter. Run: node scripts/generate-common-passwords.ts
 */
const words = `password passw0rd p@ssword p@ssw0rd pass word qwerty qwertyuiop qwertyui asdfgh asdfghjkl zxcvbnm
iloveyou iloveu loveyou lovely love admin administrator welcome letmein monkey dragon football baseball soccer
basketball hockey sunshine princess shadow master superman batman spiderman trustno1 whatever freedom michael
jennifer jordan hunter ranger buster thomas charlie computer internet starwars pokemon mustang liverpool arsenal
chelsea manchester manutd barcelona realmadrid kenya nairobi mombasa kisumu nakuru eldoret kitengela kajiado
machakos jesus jesuschrist godisgood godislove blessed blessing changeme default secret summer winter spring
autumn hello helloworld abcdef abcdefgh test tester testing guest login access root user qazwsx qazwsxedc
1q2w3e4r 1qaz2wsx zaq12wsx zaq1zaq1 samsung iphone google facebook linkedin microsoft apple naruto family
mother father baby angel flower cookie chocolate banana orange purple yellow diamond silver golden money
dollar success victory winner champion lionking simba tiger eagle falcon phoenix matrix killer ninja pepper
ginger maggie bailey daniel andrew joshua david james john peter paul mary grace faith hope mercy brian kevin
dennis collins wanjiku njeri achieng otieno kamau mwangi wambui kiptoo cheruiyot hassan amina fatuma baraka
uraia civic democracy governance community volunteer kenyan africa harambee safaricom mpesa equity jambo
asante karibu hakuna matata hakunamatata rafiki mpenzi nakupenda chelsea1 arsenal1 letmein1 monkey1 dragon1
sunshine1 princess1 football1 iloveyou1 password1 qwerty1 welcome1 admin1 master1 shadow1 michael1 jordan23
whatever1 superstar rockstar starlight moonlight sunflower butterfly rainbow unicorn cowboy soldier
server database office company business manager secretary finance account student teacher school college
university office365 windows linux ubuntu oracle mysql postgres sqlserver`
  .split(/\s+/)
  .filter(Boolean);

const suffixes = [
  "",
  "1",
  "12",
  "123",
  "1234",
  "12345",
  "123456",
  "1234567",
  "12345678",
  "123456789",
  "!",
  "1!",
  "123!",
  "@123",
  "#1",
  "01",
  "007",
  "69",
  "99",
  "00",
  "11",
  "22",
  "777",
  "2000",
  "!@#",
  "@1",
  "_123",
  "1234!",
];
for (let year = 1990; year <= 2026; year++) suffixes.push(String(year));
for (let year = 2018; year <= 2026; year++) suffixes.push(`@${year}`, `${year}!`);

const set = new Set<string>();
const add = (candidate: string) => {
  const value = candidate.toLowerCase();
  if (value.length >= 12 && value.length <= 64) set.add(value);
};

for (const word of words) {
  for (const suffix of suffixes) add(word + suffix);
  add(word + word);
  add(`${word}${word}1`);
  add(`my${word}123`);
  add(`i love ${word}`);
  add(`ilove${word}`);
}

const walks = [
  "1234567890",
  "0987654321",
  "qwertyuiop",
  "asdfghjkl",
  "zxcvbnm",
  "1qaz2wsx3edc",
  "1q2w3e4r5t6y",
  "q1w2e3r4t5y6",
  "qazwsxedcrfv",
  "zaq12wsxcde3",
  "!qaz@wsx",
  "qwertyasdfgh",
  "asdfqwerzxcv",
  "poiuytrewq",
  "mnbvcxz",
];
for (const walk of walks) {
  add(walk);
  add(walk + walk);
  for (const suffix of suffixes) add(walk + suffix);
}
const digits = "12345678901234567890";
for (let start = 0; start < 10; start++) for (let len = 12; len <= 20; len++) add(digits.slice(start, start + len));
for (const ch of "abcdefghijklmnopqrstuvwxyz0123456789!") for (let len = 12; len <= 20; len++) add(ch.repeat(len));
for (const pair of ["ab", "12", "abc", "123", "qwe", "asd", "xyz", "1234", "abcd", "hello", "love"]) {
  for (let times = 2; times <= 8; times++) add(pair.repeat(times));
}

const lines = [...set].sort();
fs.writeFileSync(new URL("../server/auth/common-passwords.txt", import.meta.url), `${lines.join("\n")}\n`);
console.log(`wrote ${lines.length} passwords`);
