// Content requests beyond English: the shapes viewers use in Spanish, Portuguese,
// French, German, Italian, Hindi (Latin letters and Devanagari) and Arabic to ask for a video
// ("haz un video de…", "faz um vídeo sobre…", "fais une vidéo sur…", "mach ein Video über…",
// "fai un video su…", "iphone pe video banao", "…पर वीडियो बनाओ", "اعمل فيديو عن…"), and the words
// that ask for a next part ("parte 2 por favor", "part 2 s'il vous plaît", "teil 2 bitte",
// "भाग 2", "الجزء الثاني"). questions.ts runs these on its cleaned sentences (lower case, links
// and mentions gone, combining marks kept) after the English frames; the topic is the last capture.
// Arabic and Devanagari letters are not \w, so those patterns use spaces and the sentence's ends.

/** Words for a video in these languages. */
const VIDEO =
  "(?:v[ií]deos?|vid[ée]os?|vids?|tutoriale?s?|tutos?|tutoriel|reviews?|rese[ñn]as?|an[aá]lises?|recensioni?|recensione|vergleich|episodio|epis[oó]dio|[ée]pisode|folge)";

/** Verb … video … about … topic, one pattern per language. */
export const MULTILINGUAL_FRAMES: readonly RegExp[] = [
  // Spanish: "haz un video de X", "¿podrías hacer un video sobre X?", "queremos un video de X".
  new RegExp(
    `\\b(?:haz|hagan|hace|hac[eé]|haga|hacer|has|podr[ií]as?\\s+hacer|puedes\\s+hacer|pod[eé]s\\s+hacer|deber[ií]as\\s+hacer|sube|suban|quiero|queremos|necesito|necesitamos|me\\s+gustar[ií]a(?:\\s+ver)?|ser[ií]a\\s+genial)\\s+(?:\\S+\\s+){0,2}?${VIDEO}\\s+(?:sobre|de|del|acerca\\s+de|hablando\\s+de)\\s+(.+)`,
  ),
  // Portuguese: "faz um vídeo sobre X", "poderia fazer um vídeo de X".
  new RegExp(
    `\\b(?:faz|fa[çc]a|fa[çc]am|fazer|pode\\s+fazer|podia\\s+fazer|poderia\\s+fazer|quero|queremos|queria|precisamos|traz|traga|grava|grave)\\s+(?:\\S+\\s+){0,2}?${VIDEO}\\s+(?:sobre|de|do|da|dos|das|falando\\s+(?:sobre|de))\\s+(.+)`,
  ),
  // French: "fais une vidéo sur X", "tu peux faire une vidéo sur X", "j'aimerais une vidéo sur X".
  new RegExp(
    `(?:\\bfais|\\bfaites|\\bfaire|\\bpeux-tu\\s+faire|\\bpourrais-tu\\s+faire|\\bpourriez-vous\\s+faire|\\bj'aimerais(?:\\s+bien)?(?:\\s+voir)?|\\bje\\s+veux|\\bon\\s+veut|\\bj'attends)\\s+(?:\\S+\\s+){0,2}?${VIDEO}\\s+(?:sur|de|à\\s+propos\\s+de|a\\s+propos\\s+de|au\\s+sujet\\s+de)\\s+(.+)`,
  ),
  // German: "mach (mal) ein Video über X", "kannst du ein Video zu X machen".
  new RegExp(
    `\\b(?:mach|macht|mache|kannst\\s+du|könntest\\s+du|koenntest\\s+du|könnt\\s+ihr|bitte|ich\\s+hätte\\s+gern|ich\\s+wünsche\\s+mir|wir\\s+wollen|ich\\s+will)\\s+(?:\\S+\\s+){0,3}?${VIDEO}\\s+(?:über|ueber|zu|zum|zur|von)\\s+(.+)`,
  ),
  // Italian: "fai un video su X", "potresti fare un video sul X".
  new RegExp(
    `\\b(?:fai|fate|fare|puoi\\s+fare|potresti\\s+fare|potete\\s+fare|fareste|vorrei|vorremmo)\\s+(?:\\S+\\s+){0,2}?${VIDEO}\\s+(?:su|sul|sulla|sui|sugli|sullo|di|del|della|dei|riguardo)\\s+(.+)`,
  ),
  // Hinglish, topic first: "bhai iphone 15 pe video banao", "X par ek video bana do please".
  // (Sentences are single-spaced by questions.ts clean(); a leading "bhai", "sir" is stripped from the topic.)
  /^(.{2,60}?) (?:pe|par|pr|ke upar|ke ba+re m(?:e|ei|ai)n?|ki|ka) (?:bhi )?(?:ek |ak |full )?(?:video|vid|vlog|tutorial)s? (?:(?:bhi |jaldi )?(?:banao|banaiye|banaye|banayen|bana do|banado|bnao|bnado|daalo|dalo|lao|laao|chahiye|upload karo|bana sakte|bana skte|banaoge|banayenge|banana))/,
  // Hinglish, video first: "please ek video NAS setup pe bhi banao", "video chahiye proxmox par".
  /(?:^|\s)(?:ek |ak |koi |full )?(?:video|vid|vlog|tutorial)s? (.{2,60}?) (?:pe|par|pr|ke upar|ke ba+re m(?:e|ei|ai)n?) (?:bhi )?(?:jaldi )?(?:banao|banaiye|banaye|banayen|bana do|banado|bnao|bnado|daalo|dalo|lao|laao|chahiye|upload karo|bana sakte|bana skte|banaoge|banayenge)/,
  // Hindi, topic first: "X पर वीडियो बनाओ".
  /^(.{2,60}?) (?:पर|पे|के बारे में|के ऊपर) (?:भी )?(?:एक )?(?:वीडियो|विडियो|वीडीयो|वीडियोस) (?:बनाओ|बनाइए|बनाइये|बनाएं|बनायें|बनाये|बना दो|चाहिए|डालो|लाओ)/,
  // Hindi, video first, as the Hinglish one above: "कृपया अगला वीडियो कैमरा सेटिंग्स पर बनाइए"
  // ("please make the next video on camera settings"), "एक वीडियो X के बारे में भी बनाओ".
  /(?:^|\s)(?:अगला |अगली |एक |कोई )?(?:वीडियो|विडियो|वीडीयो) (.{2,60}?) (?:पर|पे|के बारे में|के ऊपर) (?:भी )?(?:जल्दी )?(?:बनाओ|बनाइए|बनाइये|बनाएं|बनायें|बनाये|बना दो|बनाना|चाहिए|डालो|लाओ)/,
  // Arabic: "اعمل فيديو عن X", "ممكن تعمل فيديو عن X", "ممكن فيديو عن X", "نتمنى فيديو عن X".
  /(?:^|\s)(?:ممكن|ياليت|ابغى|أبغى|ابي|أبي|بدنا|بدي|عاوز|عايز|نفسي|اعمل|اعملي|سوي|سوّي|نزل|نزّل|تعمل|تعملي|تسوي|تسوى|تنزل|تنزّل|تقدم|تصنع|قدم|نتمنى|أتمنى|اتمنى|نريد|نبي|نبغى|عايزين|ياريت|يا\s+ريت)\s+(?:\S+\s+){0,2}?(?:فيديو|فديو|مقطع|حلقة|شرح)\s+(?:عن|حول|على|ل)\s+(.+)/,
];

/** A next part: "parte 2", "partie 2", "teil 2", "भाग 2", "الجزء 2" / "الجزء الثاني". */
export const MULTILINGUAL_PART =
  /(?:\b(?:parte|partie|teil|episodio|epis[oó]dio|[ée]pisode|folge|cap[ií]tulo)\s*(\d{1,2}|dos|tres|deux|trois|zwei|drei|due|tre|dois|tr[eê]s)\b|(?:^|\s)(?:भाग|पार्ट)\s*(\d{1,2}|२|३)|(?:^|\s)(?:الجزء|جزء|بارت|الحلقة)\s*(\d{1,2}|الثاني|الثالث|ثاني|تاني|٢|٣))/;

const PART_NUMBERS: Readonly<Record<string, string>> = {
  dos: "2",
  tres: "3",
  deux: "2",
  trois: "3",
  zwei: "2",
  drei: "3",
  due: "2",
  tre: "3",
  dois: "2",
  três: "3",
  "२": "2",
  "३": "3",
  الثاني: "2",
  ثاني: "2",
  تاني: "2",
  الثالث: "3",
  "٢": "2",
  "٣": "3",
};

/** The part number a MULTILINGUAL_PART match asks for ("2"). */
export function partNumber(match: RegExpExecArray): string {
  const n = (match[1] ?? match[2] ?? match[3]) as string;
  return PART_NUMBERS[n] ?? n;
}

/** Words that make a short sentence a request in these languages ("por favor", "bitte", "من فضلك"). */
export const MULTILINGUAL_CUE =
  /\b(?:por\s+favor|porfa|porfavor|cu[aá]ndo|quando|s'il\s+(?:te|vous)\s+pla[iî]t|svp|stp|quand|bitte|wann|per\s+favore|quando|kab|jaldi|lao|laao|chahiye|banao|kripya|plis|plz|pls|please)\b|(?:^|\s)(?:من\s+فضلك|لو\s+سمحت|ارجوك|أرجوك|متى|امتى|بليز|कृपया|कब|प्लीज)(?:\s|$)|[?؟!]/;

/** Words that end a topic phrase in these languages: thanks, please, the viewer's sign-off. */
export const MULTILINGUAL_TOPIC_STOP =
  /\s(?:machen|drehen|por\s+favor|porfa|porfavor|gracias|obrigad[oa]|valeu|s'il\s+(?:te|vous)\s+pla[iî]t|svp|stp|merci|bitte|danke|per\s+favore|grazie|bhai|sir|yaar|please|pls|plz|من\s+فضلك|لو\s+سمحت|ارجوك|أرجوك|شكرا|कृपया|प्लीज|धन्यवाद|भाई)(?:\s.*)?$/;

/** Articles and prepositions a captured topic may start with. */
export const MULTILINGUAL_LEADING =
  /^(?:(?:bhai|bro|sir|bhaiya|yaar|please|pls|plz|aap|ap|kya|koi|ek|भाई|सर|प्लीज|कृपया|el|la|los|las|un|una|unos|unas|o|os|as|um|uma|le|les|des|du|l'|der|die|das|den|dem|ein|eine|einen|il|lo|gli|uno|del|della|de|da|do|dos|das|sobre|sur|über|su|ال)\s+)+/;
