// What a topic is made of beyond English: each language's function words and comment filler
// (never a theme, never part of a topic), and the topic words viewers use for the same thing in
// Spanish, Portuguese, French, German, Italian, Hindi (Devanagari and Latin letters) and Arabic,
// each read as its English term, so "servidores caseros" and "home servers" are one topic.
// Our own lists, written from general knowledge of the languages. A word that is a content word
// in English ("die", "son", "come", "main", "war", "art", "gift", "hat") is left out of the stop
// words even where another language uses it as one ("super", "canal", "tab", "fare", "nas" too): an
// English theme or title word must not vanish.

const STOP = {
  es: `el la los las lo un una unos unas y o u e ni que qué de del al a en  por para  sobre
    entre hasta desde como cómo cuando cuándo donde dónde quien quién cual cuál este esta esto estos
    estas ese esa eso esos esas aquel mi mis tu tus su sus nuestro nuestra yo tú él ella nosotros
    ustedes ellos ellas me te se nos le les es   fue ser estar está están estoy estás hay he has
    ha han había tener tiene tengo tienes usas usar uso  haces hace hacer hago haz puedes puede
    podrías podria podría quiero quieres favor porfa gracias hola muy mucho mucha muchos muchas más
    mas menos pero porque pues también tambien ya sí si no nada todo todos toda todas otro otra
    bien bueno buena buen mejor genial excelente video vídeo videos vídeos  saludos hermano
    amigo  algo alguien cada así aquí ahora siempre vez veces cosa cosas`,
  pt: `o os as um uma uns umas e ou de do da dos das no na nos  em com por pelo pela para pra
    sem sobre entre até como quando onde quem qual que isso isto esse essa este esta aquele meu
    minha seu sua teu tua nosso eu você voce vc vocês ele ela nós eles elas me te se lhe é são era
    foi ser estar está estão tá tô estou tem têm ter tenho usa usar uso faz fazer faça pode poderia
    quero queria favor obrigado obrigada valeu olá muito muita muitos muitas mais menos mas porque
    também tambem já sim não nao nada tudo todos outro outra bem bom boa melhor ótimo otimo 
    vídeo video vídeos videos  mano cara parabéns aqui agora sempre vez coisa coisas`,
  fr: `le la les l' un une des du de d' et ou ni que qu' qui quoi ce cet cette ces mon ma mes ton ta
    tes  sa ses notre votre vos leur leurs je tu il elle on nous vous ils elles me te se lui y en
    au aux à a dans sur sous avec pour par sans entre chez est sont était être avoir  as ont fait
    faire fais peux peut pourrais veux comment quand où pourquoi très tres trop  moins mais 
    donc aussi déjà oui non pas ne rien tout tous toute toutes autre bien bon bonne meilleur génial
     merci svp stp bonjour salut vidéo vidéos chaîne ici maintenant toujours fois chose choses
    c'est j'ai ça ca`,
  de: `der das  dem des ein eine einen einem einer und oder aber denn dass daß von zu zum zur
    mit bei nach aus für fur über ueber unter vor im ins am an auf um ich du er sie es wir ihr mich
    dich mir dir uns euch sein seine ihre ist sind  waren  bist hast haben habe wird werden
    kann kannst könnte könntest mach macht machen wie wann wo warum was wer sehr noch schon auch nur
    mal doch ja nein nicht kein keine alles alle andere  besser   danke bitte hallo
    video videos kanal hier jetzt immer mehr weniger`,
  it: `il lo la i gli le un uno una e o ed di del dello della dei degli delle a al allo alla ai agli
    alle da dal dalla in nel nello nella nei nelle  su sul sullo sulla sui per tra fra che chi
    cui questo questa questi queste quello quella mio mia tuo tua suo sua nostro io tu lui lei noi
    voi loro mi ti si   è sono era essere ho hai ha abbiamo hanno  fai fate puoi potresti
    vorrei perché perche quando dove  molto tanto più piu meno ma anche già sì no non niente
    tutto tutti tutte altro altra bene bello bella buono ottimo bravo grazie ciao video canale qui
    ora sempre volta cosa cose`,
  hinglish: `hai hain ho hoga hogi tha thi the ka ki ke ko se me mein mai  mujhe mera meri mere
    tera teri tere apna apni apne aap aapka aapki aapke tum tumhara hum hamara ye yeh wo woh voh
    is us iss uss isme usme ek aur ya bhi hi to toh na nahi nahin kya kyu kyun kyon kaise kab kahan
    jo   pe par  liye kar karo kariye karna karke karte kiya kuch sab bahut bohot bahot
    bhai bhaiya yaar sir ji please plz pls bana banao banaiye bana do video videos wala wali wale
    accha acha achha badhiya mast theek thik hoon hu raha rahi rahe sakta sakte sakti chahiye`,
  hi: `है हैं हो था थी थे का की के को से में मैं मुझे मेरा मेरी मेरे तेरा आप आपका आपकी आपके तुम हम
    हमारा यह ये वह वो इस उस इसमें एक और या भी ही तो न नहीं क्या क्यों कैसे कब कहाँ कहां जो जब तब पर
    पे लिए कर करो करें करना करके करते किया कुछ सब बहुत भाई सर जी कृपया प्लीज बनाओ बनाइए वीडियो
    चाहिए रहा रही रहे सकता सकते धन्यवाद`,
  ar: `في من على عن إلى الى مع هذا هذه ذلك تلك هو هي هم انا أنا انت أنت نحن انتم ما ماذا لماذا كيف
    متى اين أين هل لا لم لن قد كان كانت يكون و او أو ثم لكن بل كل بعض غير عند حتى اذا إذا ان أن إن
    الذي التي الذين كما جدا جداً ممكن لو يا شكرا شكراً الله فيديو الفيديو قناة القناة اعمل تعمل ايه
    إيه اللي دا ده دي بس كتير مش انو اني أني أفضل افضل احسن أحسن جميل رائع حلو ممتاز`,
};

/** Function words and filler of every language the engine reads beyond English, lower case. */
export const MULTILINGUAL_STOPWORDS: ReadonlySet<string> = new Set(
  Object.values(STOP).flatMap((list) => list.split(/\s+/).filter((w) => w.length > 0)),
);

/** Topic words in the other languages → the English term (singular, lower case). */
const GLOSSARY: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({
    server: "servidor servidores serveur serveurs servern سيرفر سيرفرات خادم خوادم सर्वर",
    home: "casero caseros casera caseras casa doméstico domestico domésticos caseiro caseiros caseira maison domestique heim haus zuhause casalingo ghar घर منزل منزلي منزلية بيت البيت",
    keyboard: "teclado teclados clavier claviers tastatur tastaturen tastiera tastiere كيبورد لوحة कीबोर्ड",
    mechanical:
      "mecánico mecánicos mecanico mecanicos mecánica mecânico mecânicos mecânica mécanique mécaniques mechanische mechanisch mechanischen meccanica meccaniche meccanico ميكانيكي ميكانيكية",
    phone:
      "teléfono telefono celular celulares móvil movil telefone téléphone telefonino cellulare फोन फ़ोन मोबाइल جوال موبايل هاتف تليفون",
    computer: "computadora computador ordenador ordinateur rechner كمبيوتر حاسوب कंप्यूटर",
    laptop: "portátil portatil لابتوب लैपटॉप",
    camera: "cámara camara câmera caméra kamera fotocamera كاميرا कैमरा",
    network: "redes rede réseau netzwerk rete شبكة الشبكة नेटवर्क",
    storage: "almacenamiento armazenamento stockage speicher archiviazione تخزين स्टोरेज",
    backup: "respaldo respaldos copia copias sauvegarde sicherung datensicherung",
    security: "seguridad segurança sécurité sicherheit sicurezza أمان الأمان حماية सुरक्षा",
    price: "precio precios preço preços prix preis prezzo سعر أسعار कीमत",
    battery: "batería bateria batterie akku batteria بطارية बैटरी",
    game: "juego juegos jogo jogos jeu jeux spiel spiele gioco giochi لعبة ألعاب العاب गेम",
    music: "música musica musique musik موسيقى संगीत",
    recipe: "receta recetas receita receitas recette recettes rezept rezepte ricetta ricette وصفة وصفات रेसिपी",
    cooking: "cocina cozinha cuisine kochen cucina طبخ खाना",
    travel: "viaje viajes viagem viagens voyage reise viaggio سفر यात्रा",
    car: "coche coches carro carros autos voiture voitures macchina سيارة سيارات गाड़ी गाडी",
    editing: "edición edicion edição bearbeitung schnitt montaggio مونتاج تعديل एडिटिंग",
    programming: "programación programacion programação programmation programmierung programmazione برمجة प्रोग्रामिंग",
    light: "luz luces iluminación iluminação lumière éclairage licht beleuchtung luce illuminazione إضاءة اضاءة लाइट",
    microphone: "micrófono microfono microfone mikrofon مايك ميكروفون माइक",
    sound: "sonido som suono صوت الصوت आवाज़ आवाज",
    monitor: "pantalla tela écran bildschirm schermo شاشة स्क्रीन",
    cheap: "barato baratos barata económico economico günstig billig رخيص सस्ता",
    mouse: "ratón raton souris maus ماوس माउस",
    headphone: "auriculares audífonos fones écouteurs casque kopfhörer cuffie سماعة سماعات हेडफोन",
    printer: "impresora impressora imprimante drucker stampante طابعة प्रिंटर",
    router: "enrutador roteador routeur راوتر राउटर",
    setup:
      "instalación instalacion configuración configuracion instalação configuração konfiguration einrichtung installazione configurazione تركيب تثبيت اعداد إعداد इंस्टॉल सेटअप",
    smart: "inteligente inteligentes ذكي ذكية स्मार्ट",
    garden: "jardín jardin jardim garten giardino حديقة बगीचा",
    fitness: "ejercicio ejercicios exercício exercícios exercice esercizi تمارين व्यायाम",
  }).flatMap(([english, words]) => words.split(/\s+/).map((w) => [w, english] as const)),
);

/** The English term a topic word stands for ("servidores" → "server"), or the word itself. */
export function englishTerm(word: string): string {
  return GLOSSARY[word] ?? COMPOUNDS[word] ?? word;
}

/** German compounds of the glossary's words, read as their English phrase. */
const COMPOUNDS: Readonly<Record<string, string>> = {
  heimserver: "home server",
  heimservern: "home server",
  homeserver: "home server",
  spieltastatur: "gaming keyboard",
  netzwerkspeicher: "nas",
};

/** Whether a lower-case word is one of the other languages' function words or filler. */
export function isMultilingualStopword(word: string): boolean {
  return MULTILINGUAL_STOPWORDS.has(word);
}
