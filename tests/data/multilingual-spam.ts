// Spam and real viewers' lines in the seven languages the engine reads beyond English,
// written by us from general knowledge of the shapes (asking for subscribers, easy money, moving
// the talk to a messenger, links), with real viewers using the same words. The rules of
// engine/spam.ts were written with these lines in view: a smoke test, not a claim. Used by
// engine/multilingual.test.ts and scripts/bench-spam.ts.
export type MultilingualSpamLine = { text: string; language: string; spam: boolean };

export const MULTILINGUAL_SPAM: readonly MultilingualSpamLine[] = [
  { language: "es", spam: true, text: "Suscríbete a mi canal 🙏" },
  { language: "es", spam: true, text: "Pasen por mi canal, subo videos todos los días" },
  { language: "es", spam: true, text: "Gana dinero desde casa, escríbeme al WhatsApp +52 55 1234 5678" },
  { language: "es", spam: true, text: "Dinero fácil invirtiendo en cripto, contáctame por Telegram" },
  { language: "pt", spam: true, text: "Inscreva-se no meu canal!!" },
  { language: "pt", spam: true, text: "Ganhe dinheiro em casa, me chama no whatsapp" },
  { language: "pt", spam: true, text: "Renda extra todo dia, link na bio" },
  { language: "fr", spam: true, text: "Abonnez-vous à ma chaîne" },
  { language: "fr", spam: true, text: "Gagnez de l'argent facilement, écrivez-moi sur WhatsApp" },
  { language: "de", spam: true, text: "Abonniert meinen Kanal bitte" },
  { language: "de", spam: true, text: "Geld verdienen von zu Hause, schreib mir auf Telegram" },
  { language: "it", spam: true, text: "Iscrivetevi al mio canale" },
  { language: "it", spam: true, text: "Guadagna soldi da casa, scrivimi su WhatsApp" },
  { language: "hi", spam: true, text: "मेरे चैनल को सब्सक्राइब करो" },
  { language: "hi-Latn", spam: true, text: "mere channel ko subscribe karo bhai" },
  { language: "hi-Latn", spam: true, text: "ghar baithe paise kamao, whatsapp pe message karo" },
  { language: "ar", spam: true, text: "اشترك في قناتي" },
  { language: "ar", spam: true, text: "اربح المال من البيت راسلني على واتساب" },
  { language: "es", spam: true, text: "Mira mi canal https://bit.ly/3xYzAbC" },
  { language: "ar", spam: true, text: "شاهد قناتي https://t.me/example_channel" },
  { language: "es", spam: false, text: "Muy buen video, me suscribí a tu canal" },
  { language: "es", spam: false, text: "¿Cuánto dinero gastaste en este setup?" },
  { language: "pt", spam: false, text: "Ya me inscrevi no canal, parabéns!" },
  { language: "pt", spam: false, text: "Quanto dinheiro você gastou nesse setup?" },
  { language: "fr", spam: false, text: "Je suis abonné à ta chaîne depuis le début" },
  { language: "de", spam: false, text: "Bester Kanal zum Thema, danke!" },
  { language: "it", spam: false, text: "Il tuo canale è il migliore, grazie" },
  { language: "hi-Latn", spam: false, text: "maine aapka channel subscribe kar diya bhai" },
  { language: "hi", spam: false, text: "बहुत अच्छा वीडियो, धन्यवाद" },
  { language: "ar", spam: false, text: "قناتك رائعة، شكرا على الشرح" },
  { language: "es", spam: false, text: "Yo uso WhatsApp para hablar con mi familia, buen tutorial" },
];
