import fc from "fast-check";
import { BUSINESS_KINDS, type BusinessKindCode } from "@core/chat/business-kinds";
import { tradeWords } from "@core/chat/classify-business";
import type { Constraint, ConstraintCode, Span, UnderstoodFact } from "@core/chat/understanding";
import { SITE_LANGUAGES, type SiteLanguage } from "@core/sites/languages";
import type { OpeningHoursRow, TimeRange } from "@core/sites/opening-hours";
import type { Weekday } from "@core/sites/opening-hours-rows";

/**
 * The one property-test harness for understanding owners (docs/decisions/0505-what-may-understood-and-where-the-business-is.md):
 * random but valid facts for any business kind in any site language, written into one message the way an owner
 * would type it at the chat's last step, with the ground truth: every fact and constraint with the exact span of
 * the message it sits in, and the place with its country. Formats follow the country: phone numbers in its usual
 * shapes (fictional ranges where the country has them), prices in its currency's style, addresses in its order,
 * opening hours in the language's usual wording. Digits are ASCII; an owner's own digits (Arabic-Indic, full-width)
 * are for later generators.
 */

type Country = "US" | "GB" | "AU" | "CA" | "ES" | "MX" | "FR" | "DE" | "AT" | "PT" | "BR" | "IT" | "JP" | "SA" | "AE" | "EG";

export interface OwnerPlace {
  /** The place as the owner types it. */
  text: string;
  country: Country;
  /** The city as it appears inside a street address. */
  city: string;
}

/** Places owners of each language write, each with the country the location resolver must find. */
export const OWNER_PLACES: Record<SiteLanguage, readonly OwnerPlace[]> = {
  en: [
    { text: "Austin, Texas", country: "US", city: "Austin, TX" },
    { text: "Phoenix, AZ", country: "US", city: "Phoenix, AZ" },
    { text: "Leeds", country: "GB", city: "Leeds" },
    { text: "Bristol, UK", country: "GB", city: "Bristol" },
    { text: "Perth, WA", country: "AU", city: "Perth WA" },
    { text: "Melbourne", country: "AU", city: "Melbourne VIC" },
    { text: "Toronto, ON", country: "CA", city: "Toronto, ON" },
  ],
  es: [
    { text: "Madrid", country: "ES", city: "Madrid" },
    { text: "Sevilla, España", country: "ES", city: "Sevilla" },
    { text: "Ciudad de México", country: "MX", city: "Ciudad de México" },
    { text: "Monterrey, Nuevo León", country: "MX", city: "Monterrey, N.L." },
  ],
  fr: [
    { text: "Lyon", country: "FR", city: "Lyon" },
    { text: "Bordeaux, France", country: "FR", city: "Bordeaux" },
    { text: "Montréal, Québec", country: "CA", city: "Montréal (Québec)" },
  ],
  de: [
    { text: "München", country: "DE", city: "München" },
    { text: "Hamburg", country: "DE", city: "Hamburg" },
    { text: "Wien", country: "AT", city: "Wien" },
  ],
  pt: [
    { text: "Lisboa", country: "PT", city: "Lisboa" },
    { text: "Porto, Portugal", country: "PT", city: "Porto" },
    { text: "São Paulo", country: "BR", city: "São Paulo - SP" },
    { text: "Curitiba, PR", country: "BR", city: "Curitiba - PR" },
  ],
  it: [
    { text: "Bologna", country: "IT", city: "Bologna" },
    { text: "Milano", country: "IT", city: "Milano" },
    { text: "Napoli", country: "IT", city: "Napoli" },
  ],
  ja: [
    { text: "東京都渋谷区", country: "JP", city: "東京都渋谷区" },
    { text: "大阪市北区", country: "JP", city: "大阪市北区" },
    { text: "福岡", country: "JP", city: "福岡県福岡市" },
  ],
  ar: [
    { text: "الرياض", country: "SA", city: "الرياض" },
    { text: "جدة", country: "SA", city: "جدة" },
    { text: "دبي", country: "AE", city: "دبي" },
    { text: "القاهرة", country: "EG", city: "القاهرة" },
  ],
};

const digits = (count: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: count, maxLength: count }).map((list) => list.join(""));
const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);

/** Phone numbers in each country's usual shapes, local and international (fictional ranges where they exist). */
const PHONE: Record<Country, fc.Arbitrary<string>> = {
  US: fc.tuple(fc.integer({ min: 201, max: 989 }), digits(2), pick(["({a}) 555-01{d}", "{a}-555-01{d}", "+1 {a} 555 01{d}", "{a}.555.01{d}"])).map(([a, d, f]) => f.replace("{a}", String(a)).replace("{d}", d)),
  CA: fc.tuple(pick([416, 514, 604, 613]), digits(2), pick(["({a}) 555-01{d}", "{a}-555-01{d}", "+1 {a} 555 01{d}"])).map(([a, d, f]) => f.replace("{a}", String(a)).replace("{d}", d)),
  GB: fc.tuple(digits(3), pick(["020 7946 0{d}", "+44 20 7946 0{d}", "0113 496 0{d}", "07700 900{d}"])).map(([d, f]) => f.replace("{d}", d)),
  AU: fc.tuple(digits(3), pick(["(02) 5550 1{d}", "(08) 5550 1{d}", "0491 570 {d}", "+61 491 570 {d}"])).map(([d, f]) => f.replace("{d}", d)),
  ES: fc.tuple(digits(3), digits(3), pick(["91 {a} {b}", "+34 612 {a} {b}", "612 {a} {b}"])).map(([a, b, f]) => f.replace("{a}", a).replace("{b}", b)),
  MX: fc.tuple(digits(4), digits(4), pick(["55 {a} {b}", "+52 55 {a} {b}", "81 {a} {b}"])).map(([a, b, f]) => f.replace("{a}", a).replace("{b}", b)),
  FR: fc.tuple(digits(2), digits(2), pick(["01 23 45 {a} {b}", "06 12 34 {a} {b}", "+33 4 72 10 {a} {b}"])).map(([a, b, f]) => f.replace("{a}", a).replace("{b}", b)),
  DE: fc.tuple(digits(4), pick(["030 1234{d}", "+49 89 1234{d}", "0171 123{d}", "040 555{d}"])).map(([d, f]) => f.replace("{d}", d)),
  AT: fc.tuple(digits(4), pick(["01 512{d}", "+43 1 512{d}", "0664 123{d}"])).map(([d, f]) => f.replace("{d}", d)),
  PT: fc.tuple(digits(3), digits(3), pick(["21 {a} {b}", "912 {a} {b}", "+351 22 {a} {b}"])).map(([a, b, f]) => f.replace("{a}", a).replace("{b}", b)),
  // Mobiles are 9 and eight digits, landlines eight digits: (11) 91234-5678, (41) 3123-4567.
  BR: fc.tuple(digits(4), digits(4), pick(["(11) 9{a}-{b}", "(41) 3{c}-{b}", "+55 11 9{a}-{b}"])).map(([a, b, f]) => f.replace("{a}", a).replace("{c}", a.slice(1)).replace("{b}", b)),
  IT: fc.tuple(digits(4), pick(["02 1234 {d}", "051 123 {d}", "+39 333 123 {d}", "081 555 {d}"])).map(([d, f]) => f.replace("{d}", d)),
  JP: fc.tuple(digits(4), pick(["03-1234-{d}", "06-6123-{d}", "090-1234-{d}", "092-123-{d}"])).map(([d, f]) => f.replace("{d}", d)),
  SA: fc.tuple(digits(4), pick(["011 234 {d}", "050 123 {d}", "+966 50 123 {d}"])).map(([d, f]) => f.replace("{d}", d)),
  AE: fc.tuple(digits(4), pick(["04 123 {d}", "050 123 {d}", "+971 50 123 {d}"])).map(([d, f]) => f.replace("{d}", d)),
  EG: fc.tuple(digits(4), pick(["02 2345 {d}", "010 1234 {d}", "+20 10 1234 {d}"])).map(([d, f]) => f.replace("{d}", d)),
};

/** A price in the country's currency style: symbol side, thousands and decimal separators. */
function price(country: Country): fc.Arbitrary<string> {
  const amount = fc.integer({ min: 5, max: 2500 });
  const cents = pick(["00", "50", "90", "99"]);
  const grouped = (value: number, separator: string) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  switch (country) {
    case "US":
    case "CA":
    case "AU":
      return amount.map((value) => `$${grouped(value, ",")}`);
    case "MX":
      return amount.map((value) => `$${grouped(value * 10, ",")} MXN`);
    case "GB":
      return fc.tuple(amount, cents).map(([value, c]) => (value < 100 ? `£${value}.${c}` : `£${grouped(value, ",")}`));
    case "BR":
      return fc.tuple(amount, cents).map(([value, c]) => `R$ ${grouped(value, ".")},${c}`);
    case "JP":
      return fc.tuple(amount, fc.boolean()).map(([value, yen]) => (yen ? `¥${grouped(value * 100, ",")}` : `${grouped(value * 100, ",")}円`));
    case "SA":
      return amount.map((value) => `${value} ريال`);
    case "AE":
      return amount.map((value) => `${value} درهم`);
    case "EG":
      return amount.map((value) => `${value * 10} جنيه`);
    case "IT":
      return fc.tuple(amount, fc.boolean()).map(([value, before]) => (before ? `€ ${grouped(value, ".")}` : `${grouped(value, ".")} €`));
    default:
      return fc.tuple(amount, cents).map(([value, c]) => (value < 100 ? `${value},${c} €` : `${grouped(value, ".")} €`));
  }
}

/** A street address in the country's order, with the place's city in it. */
function address(place: OwnerPlace): fc.Arbitrary<string> {
  const number = fc.integer({ min: 1, max: 240 });
  const street: Record<Country, readonly string[]> = {
    US: ["Main St", "Oak Avenue", "W 5th St"], CA: ["Queen St W", "rue Saint-Denis"], GB: ["High Street", "Station Road"], AU: ["George St", "Beach Rd"],
    ES: ["Calle Mayor", "Avenida de la Constitución"], MX: ["Av. Insurgentes Sur", "Calle Madero"], FR: ["rue de la République", "avenue Jean Jaurès"],
    DE: ["Hauptstraße", "Bahnhofstraße"], AT: ["Mariahilfer Straße", "Landstraße"], PT: ["Rua Augusta", "Avenida da Liberdade"], BR: ["Rua das Flores", "Av. Paulista"],
    IT: ["Via Roma", "Corso Garibaldi"], JP: ["神南", "梅田"], SA: ["طريق الملك فهد", "شارع التحلية"], AE: ["شارع الشيخ زايد", "شارع الوصل"], EG: ["شارع التحرير", "شارع الهرم"],
  };
  return fc.tuple(number, pick(street[place.country])).map(([n, name]) => {
    switch (place.country) {
      case "US":
      case "CA":
      case "GB":
      case "AU":
      case "FR":
        return `${n} ${name}, ${place.city}`;
      case "JP":
        return `${place.city}${name}${n % 9 + 1}-${n % 20 + 1}-${n % 15 + 1}`;
      case "SA":
      case "AE":
      case "EG":
        return `${n} ${name}، ${place.city}`;
      default:
        return `${name} ${n}, ${place.city}`;
    }
  });
}

interface Voice {
  /** Joins sentences. */
  stop: string;
  intro: (name: string, place: string) => [before: string, after: string];
  phone: readonly string[];
  email: readonly string[];
  address: readonly string[];
  /** Day ranges and time ranges as owners of the language write them. */
  days: readonly string[];
  times: readonly string[];
  hours: readonly string[];
  /** Generic offers; an English owner names the trade's own things. */
  offers: readonly string[];
  offer: readonly string[];
  reviewers: readonly string[];
  quotes: readonly string[];
  /** A review: {quote} and {name}. */
  review: readonly string[];
  /** A founding year: {year}, and the words counted as its label. */
  founded: readonly { text: string; label: string }[];
  constraints: Partial<Record<ConstraintCode, readonly string[]>>;
  mobile: readonly string[];
  online: readonly string[];
}

/** Each site language's way of saying things; `{x}` marks where a fact's value goes. */
const VOICES: Record<SiteLanguage, Voice> = {
  en: {
    stop: ". ",
    intro: (name, place) => [`We're ${name}, based in `, place],
    phone: ["Call us on {x}", "pls put our number on the site {x}", "Phone: {x}"],
    email: ["Email {x}", "you can reach us at {x}"],
    address: ["We're at {x}", "Address: {x}"],
    days: ["Mon–Fri", "Monday to Friday", "Mon-Sat", "Weekdays", "Tue–Sun"],
    times: ["9am–5pm", "8:00–18:00", "7am-3pm", "10–6"],
    hours: ["Open {days} {time}", "Hours {days}, {time}", "{days} {time}"],
    offers: ["Consultation", "Full service", "Starter package", "Gift card"],
    offer: ["{name} {price}", "{name} from {price}", "{name} is {price}"],
    reviewers: ["Maria G.", "Tom Baker", "Priya S.", "Jake"],
    quotes: ["Best in town!", "Fast, friendly and fair", "Would recommend to anyone"],
    review: ['"{quote}" – {name}', "a customer, {name}, wrote: {quote}"],
    founded: [{ text: "Established {year}", label: "Established" }, { text: "in business since {year}", label: "In business since" }],
    constraints: { "plant-based": ["everything is 100% plant-based", "fully vegan"], vegetarian: ["all vegetarian"], halal: ["all our meat is halal"], "gluten-free": ["completely gluten-free kitchen"], "appointment-only": ["appointment only"], "adults-only": ["adults only, 18+"] },
    mobile: ["we come to you", "mobile service, we travel to you"],
    online: ["online only", "we're online only, no shop"],
  },
  es: {
    stop: ". ",
    intro: (name, place) => [`Somos ${name}, estamos en `, place],
    phone: ["Llámanos al {x}", "Teléfono: {x}", "WhatsApp {x}"],
    email: ["Escríbenos a {x}", "correo: {x}"],
    address: ["Estamos en {x}", "Dirección: {x}"],
    days: ["Lunes a viernes", "L-V", "De lunes a sábado", "Sábados"],
    times: ["9:00–18:00", "de 10 a 14 h", "9–14h", "10:00 a 20:00"],
    hours: ["{days} {time}", "Horario: {days}, {time}"],
    offers: ["Consulta", "Servicio completo", "Paquete básico", "Tarjeta regalo"],
    offer: ["{name} {price}", "{name} desde {price}", "{name}: {price}"],
    reviewers: ["Lucía Fernández", "Carlos M.", "Ana", "Javier R."],
    quotes: ["¡Los mejores de la zona!", "Rápidos y muy amables", "Lo recomiendo"],
    review: ["«{quote}» – {name}", '"{quote}" ({name})'],
    founded: [{ text: "Desde {year}", label: "Desde" }, { text: "Fundados en {year}", label: "Fundados en" }],
    constraints: { "plant-based": ["todo es 100% vegetal", "somos totalmente veganos"], vegetarian: ["todo vegetariano"], halal: ["carne halal"], "gluten-free": ["sin gluten"], "appointment-only": ["solo con cita previa"], "adults-only": ["solo mayores de 18"] },
    mobile: ["vamos a tu casa", "servicio a domicilio"],
    online: ["solo online", "solo vendemos por internet"],
  },
  fr: {
    stop: ". ",
    intro: (name, place) => [`Nous sommes ${name}, à `, place],
    phone: ["Appelez-nous au {x}", "Tél. {x}", "Téléphone : {x}"],
    email: ["Écrivez-nous à {x}", "mail : {x}"],
    address: ["Nous sommes au {x}", "Adresse : {x}"],
    days: ["Du lundi au vendredi", "Lun–Ven", "Du mardi au samedi", "Le samedi"],
    times: ["de 9h à 18h", "9h–19h", "10h00–18h30", "8h-12h"],
    hours: ["{days} {time}", "Ouvert {days} {time}", "Horaires : {days}, {time}"],
    offers: ["Consultation", "Formule complète", "Forfait découverte", "Carte cadeau"],
    offer: ["{name} {price}", "{name} à partir de {price}", "{name} : {price}"],
    reviewers: ["Camille D.", "Julien Martin", "Sophie", "Karim B."],
    quotes: ["Les meilleurs du quartier !", "Rapide et très sympa", "Je recommande"],
    review: ["« {quote} » – {name}", '"{quote}" ({name})'],
    founded: [{ text: "Depuis {year}", label: "Depuis" }, { text: "Fondé en {year}", label: "Fondé en" }],
    constraints: { "plant-based": ["tout est 100 % végétal", "entièrement vegan"], vegetarian: ["tout est végétarien"], halal: ["viande halal"], "gluten-free": ["sans gluten"], "appointment-only": ["uniquement sur rendez-vous"], "adults-only": ["réservé aux adultes"] },
    mobile: ["on se déplace chez vous", "service à domicile"],
    online: ["uniquement en ligne", "vente en ligne seulement"],
  },
  de: {
    stop: ". ",
    intro: (name, place) => [`Wir sind ${name} aus `, place],
    phone: ["Ruf uns an: {x}", "Tel. {x}", "Telefon {x}"],
    email: ["Schreib uns an {x}", "E-Mail: {x}"],
    address: ["Du findest uns in der {x}", "Adresse: {x}"],
    days: ["Mo–Fr", "Montag bis Freitag", "Di–Sa", "Samstag"],
    times: ["8–18 Uhr", "9:00–17:00 Uhr", "10–14 Uhr", "7.30–12.30 Uhr"],
    hours: ["{days} {time}", "Öffnungszeiten: {days} {time}", "Geöffnet {days} {time}"],
    offers: ["Beratung", "Komplettpaket", "Einsteigerpaket", "Gutschein"],
    offer: ["{name} {price}", "{name} ab {price}", "{name}: {price}"],
    reviewers: ["Anna K.", "Thomas Müller", "Jana", "Mehmet Y."],
    quotes: ["Super Service!", "Schnell, freundlich, fair", "Klare Empfehlung"],
    review: ["„{quote}“ – {name}", '"{quote}" ({name})'],
    founded: [{ text: "Seit {year}", label: "Seit" }, { text: "Gegründet {year}", label: "Gegründet" }],
    constraints: { "plant-based": ["alles ist 100 % pflanzlich", "komplett vegan"], vegetarian: ["rein vegetarisch"], halal: ["alles halal"], "gluten-free": ["glutenfrei"], "appointment-only": ["nur nach Terminvereinbarung"], "adults-only": ["erst ab 18"] },
    mobile: ["wir kommen zu Ihnen", "mobiler Service bei Ihnen zu Hause"],
    online: ["nur online", "reiner Onlineshop"],
  },
  pt: {
    stop: ". ",
    intro: (name, place) => [`Somos a ${name}, em `, place],
    phone: ["Ligue para {x}", "Telefone: {x}", "WhatsApp {x}"],
    email: ["Escreva para {x}", "e-mail: {x}"],
    address: ["Estamos na {x}", "Morada: {x}"],
    days: ["Segunda a sexta", "Seg–Sex", "De terça a sábado", "Sábados"],
    times: ["das 9h às 18h", "8h–17h", "9:00–19:00", "10h às 14h"],
    hours: ["{days} {time}", "Horário: {days}, {time}", "Abrimos {days} {time}"],
    offers: ["Consulta", "Serviço completo", "Pacote básico", "Vale-presente"],
    offer: ["{name} {price}", "{name} a partir de {price}", "{name}: {price}"],
    reviewers: ["Mariana S.", "João Pereira", "Beatriz", "Rafael C."],
    quotes: ["Os melhores da cidade!", "Rápidos e muito simpáticos", "Recomendo"],
    review: ["“{quote}” – {name}", '"{quote}" ({name})'],
    founded: [{ text: "Desde {year}", label: "Desde" }, { text: "Fundada em {year}", label: "Fundada em" }],
    constraints: { "plant-based": ["tudo é 100% vegetal", "somos totalmente veganos"], vegetarian: ["tudo vegetariano"], halal: ["carne halal"], "gluten-free": ["sem glúten"], "appointment-only": ["só com marcação"], "adults-only": ["só para maiores de 18"] },
    mobile: ["vamos até si", "atendimento em domicílio"],
    online: ["só online", "loja apenas online"],
  },
  it: {
    stop: ". ",
    intro: (name, place) => [`Siamo ${name}, a `, place],
    phone: ["Chiamaci al {x}", "Tel. {x}", "Telefono: {x}"],
    email: ["Scrivici a {x}", "email: {x}"],
    address: ["Ci trovi in {x}", "Indirizzo: {x}"],
    days: ["Dal lunedì al venerdì", "Lun–Ven", "Mar–Sab", "Sabato"],
    times: ["9:00–19:00", "dalle 9 alle 13", "9–13", "15:30–19:30"],
    hours: ["{days} {time}", "Orari: {days} {time}", "Aperti {days} {time}"],
    offers: ["Consulenza", "Servizio completo", "Pacchetto base", "Buono regalo"],
    offer: ["{name} {price}", "{name} da {price}", "{name}: {price}"],
    reviewers: ["Giulia R.", "Marco Rossi", "Francesca", "Luca B."],
    quotes: ["I migliori in città!", "Veloci e gentilissimi", "Consigliatissimo"],
    review: ["«{quote}» – {name}", '"{quote}" ({name})'],
    founded: [{ text: "Dal {year}", label: "Dal" }, { text: "Fondata nel {year}", label: "Fondata nel" }],
    constraints: { "plant-based": ["tutto è 100% vegetale", "completamente vegano"], vegetarian: ["tutto vegetariano"], halal: ["carne halal"], "gluten-free": ["senza glutine"], "appointment-only": ["solo su appuntamento"], "adults-only": ["solo maggiorenni"] },
    mobile: ["veniamo noi da te", "servizio a domicilio"],
    online: ["solo online", "vendiamo solo online"],
  },
  ja: {
    stop: "。",
    intro: (name, place) => [`${name}です。場所は`, place],
    phone: ["電話：{x}", "お電話は{x}まで", "TEL {x}"],
    email: ["メール：{x}", "お問い合わせは{x}へ"],
    address: ["住所は{x}", "所在地：{x}"],
    days: ["月〜金", "平日", "火〜日", "土日"],
    times: ["9:00〜18:00", "10時〜19時", "11:00〜20:00", "8時〜17時"],
    hours: ["営業時間は{days} {time}", "{days} {time}", "{days}{time}営業"],
    offers: ["ご相談", "フルコース", "ベーシックプラン", "ギフト券"],
    offer: ["{name} {price}", "{name}は{price}", "{name}：{price}"],
    reviewers: ["田中さん", "佐藤 花子", "山田様", "鈴木さん"],
    quotes: ["とても丁寧でした", "また来たいです", "最高のお店です"],
    review: ["「{quote}」（{name}）", "{name}より「{quote}」"],
    founded: [{ text: "{year}年創業", label: "創業" }, { text: "{year}年から営業", label: "営業開始" }],
    constraints: { "plant-based": ["すべて植物性です", "完全ヴィーガン"], vegetarian: ["ベジタリアン対応のみ"], halal: ["ハラール認証"], "gluten-free": ["グルテンフリー"], "appointment-only": ["完全予約制"], "adults-only": ["大人のみ"] },
    mobile: ["出張サービスです", "ご自宅に伺います"],
    online: ["オンラインのみ", "ネット販売のみ"],
  },
  ar: {
    stop: ". ",
    intro: (name, place) => [`نحن ${name} في `, place],
    phone: ["اتصل بنا على {x}", "هاتف: {x}", "واتساب {x}"],
    email: ["راسلنا على {x}", "البريد: {x}"],
    address: ["عنواننا {x}", "العنوان: {x}"],
    days: ["من السبت إلى الخميس", "من الأحد إلى الخميس", "يوميًا", "الجمعة"],
    times: ["9:00 - 17:00", "من 10 صباحًا إلى 10 مساءً", "4:00 - 11:00 م", "8 ص - 4 م"],
    hours: ["{days} {time}", "ساعات العمل {days} {time}", "نفتح {days} {time}"],
    offers: ["استشارة", "خدمة كاملة", "الباقة الأساسية", "بطاقة هدية"],
    offer: ["{name} {price}", "{name} بسعر {price}", "{name}: {price}"],
    reviewers: ["سارة م.", "محمد العتيبي", "نورة", "أحمد ك."],
    quotes: ["أفضل خدمة في المدينة", "سريعين ومحترمين", "أنصح بهم"],
    review: ["«{quote}» - {name}", "قال {name}: {quote}"],
    founded: [{ text: "منذ عام {year}", label: "منذ عام" }, { text: "تأسسنا عام {year}", label: "تأسسنا عام" }],
    constraints: { "plant-based": ["كل شيء نباتي 100%", "نباتي بالكامل"], vegetarian: ["كل الأطباق نباتية"], halal: ["كل اللحوم حلال"], "gluten-free": ["خالٍ من الغلوتين"], "appointment-only": ["بموعد مسبق فقط"], "adults-only": ["للكبار فقط"] },
    mobile: ["نأتي إليك", "خدمة منزلية"],
    online: ["أونلاين فقط", "متجر إلكتروني فقط"],
  },
};

const MON_FRI: Weekday[] = ["mo", "tu", "we", "th", "fr"];
const TUE_SAT: Weekday[] = ["tu", "we", "th", "fr", "sa"];
const EVERY_DAY: Weekday[] = ["mo", "tu", "we", "th", "fr", "sa", "su"];

/** What each of the voices' day phrases means: the ground truth of an hours row's days. */
const DAYS_MEANT: Record<string, Weekday[]> = {
  "Mon–Fri": MON_FRI, "Monday to Friday": MON_FRI, "Mon-Sat": [...MON_FRI, "sa"], Weekdays: MON_FRI, "Tue–Sun": ["tu", "we", "th", "fr", "sa", "su"],
  "Lunes a viernes": MON_FRI, "L-V": MON_FRI, "De lunes a sábado": [...MON_FRI, "sa"], Sábados: ["sa"],
  "Du lundi au vendredi": MON_FRI, "Lun–Ven": MON_FRI, "Du mardi au samedi": TUE_SAT, "Le samedi": ["sa"],
  "Mo–Fr": MON_FRI, "Montag bis Freitag": MON_FRI, "Di–Sa": TUE_SAT, Samstag: ["sa"],
  "Segunda a sexta": MON_FRI, "Seg–Sex": MON_FRI, "De terça a sábado": TUE_SAT,
  "Dal lunedì al venerdì": MON_FRI, "Mar–Sab": TUE_SAT, Sabato: ["sa"],
  "月〜金": MON_FRI, 平日: MON_FRI, "火〜日": ["tu", "we", "th", "fr", "sa", "su"], 土日: ["sa", "su"],
  "من السبت إلى الخميس": ["mo", "tu", "we", "th", "sa", "su"], "من الأحد إلى الخميس": ["mo", "tu", "we", "th", "su"], يوميًا: EVERY_DAY, الجمعة: ["fr"],
};

const range = (opens: string, closes: string): TimeRange => ({ opens, closes });

/** What each of the voices' time phrases means (an owner who opens at ten and closes at six means 18:00). */
const TIMES_MEANT: Record<string, TimeRange> = {
  "9am–5pm": range("09:00", "17:00"), "8:00–18:00": range("08:00", "18:00"), "7am-3pm": range("07:00", "15:00"), "10–6": range("10:00", "18:00"),
  "9:00–18:00": range("09:00", "18:00"), "de 10 a 14 h": range("10:00", "14:00"), "9–14h": range("09:00", "14:00"), "10:00 a 20:00": range("10:00", "20:00"),
  "de 9h à 18h": range("09:00", "18:00"), "9h–19h": range("09:00", "19:00"), "10h00–18h30": range("10:00", "18:30"), "8h-12h": range("08:00", "12:00"),
  "8–18 Uhr": range("08:00", "18:00"), "9:00–17:00 Uhr": range("09:00", "17:00"), "10–14 Uhr": range("10:00", "14:00"), "7.30–12.30 Uhr": range("07:30", "12:30"),
  "das 9h às 18h": range("09:00", "18:00"), "8h–17h": range("08:00", "17:00"), "9:00–19:00": range("09:00", "19:00"), "10h às 14h": range("10:00", "14:00"),
  "dalle 9 alle 13": range("09:00", "13:00"), "9–13": range("09:00", "13:00"), "15:30–19:30": range("15:30", "19:30"),
  "9:00〜18:00": range("09:00", "18:00"), "10時〜19時": range("10:00", "19:00"), "11:00〜20:00": range("11:00", "20:00"), "8時〜17時": range("08:00", "17:00"),
  "9:00 - 17:00": range("09:00", "17:00"), "من 10 صباحًا إلى 10 مساءً": range("10:00", "22:00"), "4:00 - 11:00 م": range("16:00", "23:00"), "8 ص - 4 م": range("08:00", "16:00"),
};

/** The structured row an owner's day and time phrases mean. */
export function hoursRowMeant(days: string, time: string): OpeningHoursRow {
  const meantDays = DAYS_MEANT[days];
  const meantTime = TIMES_MEANT[time];
  if (!meantDays || !meantTime) throw new Error(`The harness does not know what "${days}" "${time}" means.`);
  return { type: "open", days: meantDays, ranges: [meantTime] };
}

const BUSINESS_NAMES = ["Crumb & Co", "Northside", "Blue Door", "Casa Sol", "Atelier 9", "Sakura", "Al Noor", "Luna"];

/** What the harness wrote: the message and its ground truth. */
export interface OwnerMessage {
  kind: BusinessKindCode;
  language: SiteLanguage;
  place: OwnerPlace & { span: Span };
  /** The message as the owner typed it at the chat's last step. */
  text: string;
  facts: UnderstoodFact[];
  constraints: Constraint[];
}

/** One sentence of the message: its parts, with the part that is a fact's value marked. */
type Piece = { text: string; fact?: (span: Span) => UnderstoodFact; constraint?: ConstraintCode };

function fill(template: string, values: Record<string, string>): { text: string; start: number; end: number } {
  // The value slot of a template is its first {…}; other slots are filled before it is located.
  const first = /\{(\w+)\}/.exec(template)?.[1] ?? "x";
  let text = template;
  for (const [key, value] of Object.entries(values)) if (key !== first) text = text.replace(`{${key}}`, value);
  const start = text.indexOf(`{${first}}`);
  const value = values[first] ?? "";
  return { text: text.replace(`{${first}}`, value), start, end: start + value.length };
}

/** A sentence whose whole template, filled, is the fact's span (hours, offers, reviews, years keep their words). */
const whole = (text: string, fact: (span: Span) => UnderstoodFact): Piece => ({ text, fact });

function sentences(language: SiteLanguage, kind: BusinessKindCode, place: OwnerPlace): fc.Arbitrary<Piece[]> {
  const voice = VOICES[language];
  const country = place.country;
  const entry = BUSINESS_KINDS.find((candidate) => candidate.kind === kind);
  const offers = language === "en" && entry ? [...tradeWords(entry.kind, "en").filter((word) => !word.endsWith("*")).slice(0, 3).map((keyword) => keyword.replace(/^./, (c) => c.toUpperCase())), ...voice.offers] : voice.offers;
  const valueSentence = (templates: readonly string[], value: fc.Arbitrary<string>, fact: (value: string, span: Span) => UnderstoodFact) =>
    fc.tuple(pick(templates), value).map(([template, text]): Piece => {
      const filled = fill(template, { x: text });
      return { text: filled.text, fact: (span) => fact(text, { ...span, start: span.start + filled.start, end: span.start + filled.end, text }) };
    });
  const email = fc.tuple(pick(["hello", "info", "bookings", "team", "contact"]), pick(["crumb", "bluedoor", "casasol", "atelier9", "luna"]), pick(["example", "example.com", "example.org"])).map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
  const phone = valueSentence(voice.phone, PHONE[country], (value, span) => ({ kind: "phone", value, span }));
  const mail = valueSentence(voice.email, email, (value, span) => ({ kind: "email", value, span }));
  const street = valueSentence(voice.address, address(place), (value, span) => ({ kind: "address", value, span }));
  const hours = fc.tuple(pick(voice.hours), pick(voice.days), pick(voice.times)).map(([template, days, time]) => {
    const text = template.replace("{days}", days).replace("{time}", time);
    return whole(text, (span) => ({ kind: "hours", value: hoursRowMeant(days, time), span }));
  });
  const offer = fc.tuple(pick(voice.offer), pick(offers), price(country)).map(([template, name, amount]) => {
    const text = template.replace("{name}", name).replace("{price}", amount);
    return whole(text, (span) => ({ kind: "offer", value: { name, description: "", price: amount }, span }));
  });
  const review = fc.tuple(pick(voice.review), pick(voice.quotes), pick(voice.reviewers)).map(([template, quote, name]) => {
    const text = template.replace("{quote}", quote).replace("{name}", name);
    return whole(text, (span) => ({ kind: "review", value: { quote, name, source: "" }, span }));
  });
  const founded = fc.tuple(pick(voice.founded), fc.integer({ min: 1950, max: 2024 })).map(([phrase, year]) => {
    const text = phrase.text.replace("{year}", String(year));
    return whole(text, (span) => ({ kind: "number", value: { value: String(year), label: phrase.label }, span }));
  });
  const constraintCodes = Object.keys(voice.constraints) as ConstraintCode[];
  // A business seen by appointment only also opens that way: the single hours row "appointment" (test/understanding/README.md).
  const appointment = (span: Span): UnderstoodFact => ({ kind: "hours", value: { type: "appointment" }, span });
  const constraint = pick(constraintCodes).chain((code) => pick(voice.constraints[code] ?? []).map((text): Piece => ({ text, constraint: code, ...(code === "appointment-only" ? { fact: appointment } : {}) })));
  const mode = fc.oneof(pick(voice.mobile).map((text) => ({ text, value: "mobile" as const })), pick(voice.online).map((text) => ({ text, value: "online" as const }))).map(({ text, value }) => whole(text, (span) => ({ kind: "mode", value, span })));
  return fc
    .tuple(
      fc.option(phone, { nil: undefined }),
      fc.option(mail, { nil: undefined }),
      fc.option(street, { nil: undefined }),
      fc.array(hours, { maxLength: 2 }),
      fc.array(offer, { maxLength: 3 }),
      fc.option(review, { nil: undefined }),
      fc.option(founded, { nil: undefined }),
      fc.option(constraint, { nil: undefined }),
      fc.option(mode, { nil: undefined }),
    )
    .chain((parts) => fc.shuffledSubarray(parts.flat().filter((piece): piece is Piece => piece !== undefined)));
}

/** A message in an owner's voice for the given kind and language (any when not given), with its ground truth. */
export function ownerMessage(options: { kind?: BusinessKindCode; language?: SiteLanguage } = {}): fc.Arbitrary<OwnerMessage> {
  const kinds = options.kind ? [options.kind] : BUSINESS_KINDS.map((entry) => entry.kind);
  const languages = options.language ? [options.language] : SITE_LANGUAGES;
  return fc.tuple(pick(kinds), pick(languages)).chain(([kind, language]) =>
    fc.tuple(pick(OWNER_PLACES[language]), pick(BUSINESS_NAMES)).chain(([place, name]) =>
      sentences(language, kind, place).map((pieces): OwnerMessage => {
        const voice = VOICES[language];
        const [before, placeText] = voice.intro(name, place.text);
        let text = `${before}${placeText}`;
        const placeSpan: Span = { step: "final", start: before.length, end: before.length + placeText.length, text: placeText };
        const facts: UnderstoodFact[] = [];
        const constraints: Constraint[] = [];
        for (const piece of pieces) {
          text += voice.stop;
          const span: Span = { step: "final", start: text.length, end: text.length + piece.text.length, text: piece.text };
          text += piece.text;
          if (piece.fact) facts.push(piece.fact(span));
          if (piece.constraint) constraints.push({ code: piece.constraint, span });
        }
        text += voice.stop.trim();
        return { kind, language, place: { ...place, span: placeSpan }, text, facts, constraints };
      }),
    ),
  );
}
