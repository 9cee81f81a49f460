// Questions in the languages Vidwise reads comments in (Spanish, Portuguese, French, German,
// Italian, Hindi in Devanagari or romanised, Arabic), read by the English router.
//
// Why a lexicon and not a retrain: the router knows the words and letter grams of English
// phrasings (its features keep a-z and digits only, so "¿Qué piden mis espectadores?" reaches it
// as "qu piden mis espectadores" and Hindi or Arabic as nothing at all), and its weights live in
// D1, so a retrain ships with a migration. Instead the question's language is recognised from its
// script and its own function words, and each word it has in that language's lexicon is replaced
// by the English words the router, the guard and the rules already read ("piden" → "ask for",
// "espectadores" → "viewers"): an English gloss in the question's word order, which the router
// reads as a bag of words and pairs. Words the lexicon lacks stay as written in the Latin
// languages (a topic, a loanword such as "RPM" or "views") and are dropped in the other scripts,
// which the router cannot read. Quoted text is kept as written: it names a video or a title.
//
// A question in English is left alone (`glossOf` answers null), so nothing English routes
// differently; route.test.ts checks that on every English phrasing the team has.
//
// Entries: "key=gloss" separated by ";". A key is folded as the question is (lower case, Latin
// accents removed, Devanagari nukta and candrabindu and Arabic alef forms unified); a key ending
// in "*" is a stem that matches any word it begins (longest stem wins, an exact key first), one
// starting with "*" the last part of a German compound ("*wunsche": "Videowünsche"); a key
// of several words matches them in a row (longest first). An empty gloss drops the word.
// This module runs in the engines Worker only (route.ts), never in the pages Worker (decision 005).

export type Language = "es" | "pt" | "fr" | "de" | "it" | "hi" | "hi-latn" | "ar";

const LEXICON_SOURCE: Record<Language, string> = {
  es: `qué=what;que=what;lo que=what;cual=which;cuales=which;como=how;cuando=when;por que=why;porque=why;
cuanto*=how many;cuanta*=how many;cada cuanto=how often;con que frecuencia=how often;frecuencia=frequency;
mi=my;mis=my;me=me;yo=i;tipo*=type;tengo=i have;tiene=has;debo=should i;deberia=should i;debería=should i;puedo=can i;
hago=make;hacer=make;haga=make;grabar=film;video=video;videos=videos;proximo=next;siguiente=next;ultim*=last;reciente*=latest;
espectador*=viewers;audiencia=audience;publico=audience;gente=people;seguidor*=followers;suscriptor*=subscribers;
subscriptor*=subscribers;suscrito*=subscribers;comentario*=comments;pid*=ask for;pedir=ask for;pedido*=requests;positiv*=positive;negativ*=negative;post*=post;demais=too much;dizem=say;
peticion*=requests;solicit*=requests;quier*=want;desea*=want;gusta*=like;opin*=think of;piens*=think;sient*=feel;
sentimiento*=sentiment;positivo*=positive;negativo*=negative;dicen=say;idea*=ideas;tema*=topics;contenido*=content;ganar=earn;gano=earn;ganancia*=earnings;
ingreso*=revenue;dinero=money;plata=money;monetiz*=monetization;aument*=increase;subo=upload;subir=upload;
mejor*=best;dia=day;dias=days;hora=time;horas=time;horario*=time;semana*=week;mes=month;meses=months;
publicar=post;publico un=post a;funcion*=perform;rindi*=perform;rinde=perform;no=not;malo=bad;mala=bad;mal=badly;
poca*=few;poco*=few;visita*=views;vista*=views;reproduccion*=views;visualizacion*=views;competencia=competitors;
competidor*=competitors;rival*=rivals;destac*=outliers;tendencia*=trends;palabras clave=keywords;palabra clave=keyword;
nicho=niche;titulo*=titles;miniatura*=thumbnails;portada*=thumbnails;descripcion*=descriptions;arreglar=fix;
corregir=fix;serie*=series;crec*=growth;estadistica*=stats;metrica*=metrics;prediccion*=predictions;pronostico*=forecast;
precis*=accurate;acert*=accurate;cansad*=burnout;agotad*=burnout;descanso=break;ritmo=cadence;van=doing;va=doing;
estan=are;esta=is;es=is;son=are;hay=are there;demanda=demand;sobre=about;la=the;el=the;los=the;las=the;de=of;del=of the;
en=in;y=and;o=or;a=to;al=to the;para=for;por=per;con=with;se=;lo=;le=;les=;un=a;una=a;tan=so;mas=more;menos=less;
muy=very;canal=channel;mil=thousand;cada=every;ver=see;tuvo=got;tendra=will get;tendran=will get;consig*=get;conseg*=get;obten*=get;quej*=complain;critic*=criticism`,
  pt: `reclam*=complain;queix*=complain;critic*=criticism;mim=me;tipo*=type;o que=what;que=what;qual=which;quais=which;como=how;quando=when;por que=why;porque=why;quant*=how many;
com que frequencia=how often;de quanto em quanto tempo=how often;frequencia=frequency;meu=my;minha=my;meus=my;minhas=my;
eu=i;tenho=i have;tem=has;devo=should i;deveria=should;posso=can i;fazer=make;faco=make;gravar=film;video=video;videos=videos;
proximo=next;a seguir=next;ultim*=last;recente*=latest;espectador*=viewers;publico=audience;audiencia=audience;
galera=audience;pessoas=people;seguidor*=followers;inscrit*=subscribers;comentario*=comments;ped*=ask for;
pedido*=requests;quer*=want;gost*=like;acham=think of;acha=think of;pens*=think;sent*=feel;ideia*=ideas;tema*=topics;
assunto*=topics;conteudo*=content;ganh*=earn;receita*=revenue;renda=income;dinheiro=money;monetiz*=monetization;
aument*=increase;melhor*=best;dia=day;dias=days;hora=time;horario*=time;semana*=week;mes=month;meses=months;
postar=post;posto=post;publicar=post;funcion*=perform;nao=not;flop*=flopped;mal=badly;ruim=bad;pouc*=few;
visualiza*=views;views=views;concorr*=competitors;bomb*=outliers;tendencia*=trends;em alta=trending;
palavras chave=keywords;palavra chave=keyword;nicho=niche;titulo*=titles;miniatura*=thumbnails;thumb*=thumbnails;
descric*=descriptions;corrigir=fix;serie*=series;cresc*=growth;estatistic*=stats;metric*=metrics;previs*=predictions;
precis*=accurate;acert*=accurate;cansad*=burnout;esgot*=burnout;pausa=break;ritmo=cadence;estao=are;esta=is;e=is;
sao=are;ha=are there;demanda=demand;sobre=about;o=the;a=the;os=the;as=the;do=of the;da=of the;dos=of the;das=of the;
de=of;no=in the;na=in the;nos=in the;nas=in the;em=in;ou=or;para=for;pra=for;por=per;com=with;um=a;uma=a;tao=so;
mais=more;canal=channel;mil=thousand;ver=see;teve=got;vai ter=will get;vao ter=will get;tera=will get;indo=doing;vai=doing;vao=doing;consig*=get;conseg*=get;obter=get;obtenho=get`,
  fr: `que=what;qu=what;quoi=what;qu est ce que=what;qu est ce qu=what;quel=which;quelle=which;quels=which;
quelles=which;comment=how;combien de=how many;combien d=how many;voir=see;quand=when;pourquoi=why;combien=how many;a quelle frequence=how often;frequence=frequency;
mon=my;ma=my;mes=my;moi=me;le mieux=best;mieux=better;je=i;j=i;ai je=do i have;ai=have;a=has;dois=should;devrais=should;devrait=should;peux=can;
faire=make;fais=make;tourner=film;video=video;videos=videos;prochain*=next;ensuite=next;dernier*=last;recent*=latest;
spectateur*=viewers;public=audience;audience=audience;gens=people;abonne*=subscribers;fans=fans;commentaire*=comments;
demand*=ask for;reclam*=ask for;plaign*=complain;plaint*=complaints;critique*=criticism;veul*=want;veut=wants;souhait*=want;aim*=like;pens*=think;ressent*=feel;positi*=positive;negati*=negative;monte=rising;montent=rising;en ce moment=right now;qui=that;ce=;thematique=niche;disent=say;avis=opinion;
idee*=ideas;sujet*=topics;theme*=topics;contenu*=content;gagn*=earn;revenu*=revenue;argent=money;monetis*=monetization;
augment*=increase;meilleur*=best;jour*=day;heure*=time;moment=time;semaine=week;mois=month;publi*=post;poster=post;
mettre en ligne=upload;marche=performed;marché=performed;fonctionne*=performed;ne=;n=;pas=not;peu=few;vue*=views;
concurren*=competitors;cartonn*=outliers;tendance*=trends;en tendance=trending;mots cles=keywords;mot cle=keyword;
niche=niche;titre*=titles;miniature*=thumbnails;description*=descriptions;corriger=fix;serie*=series;croissance=growth;
statistique*=stats;prevision*=predictions;prediction*=predictions;precis*=accurate;fatigu*=burnout;epuis*=burnout;
pause=break;rythme=cadence;aura=will get;auront=will get;sont=are;est=is;y a t il=are there;sur=about;le=the;la=the;les=the;l=the;de=of;d=of;du=of the;
des=of the;dans=in;en=in;et=and;ou=or;pour=for;par=per;avec=with;un=a;une=a;si=so;plus=more;chaine=channel;ca=it;
va=doing;vont=doing;ils=;elles=;se=;s=;c=it;fait=got;mille=thousand;obten*=get;obtien*=get;avoir=get`,
  de: `beschwer*=complain;kritik*=criticism;was=what;welche*=which;wie=how;wann=when;warum=why;wieso=why;weshalb=why;wie viele=how many;wieviele=how many;
wie oft=how often;mein*=my;mir=me;mich=me;funktioniert=performs;art=kind;ich=i;soll=should;sollte=should;kann=can;machen=make;drehen=film;video=video;videos=videos;
als nachstes=next;nachste*=next;letzte*=last;neueste*=latest;zuschauer*=viewers;publikum=audience;leute=people;
abonnent*=subscribers;abos=subscribers;fans=fans;kommentar*=comments;wunsch*=want;wunsche=requests;fordern=ask for;
verlang*=ask for;frag*=ask;woll*=want;will=want;mog*=like;denk*=think;halten=think of;finden=think of;stimmung=sentiment;positiv=positive;negativ=negative;*wunsche=requests;*wunsch=request;*kommentare=comments;*ideen=ideas;*aufrufe=views;
idee*=ideas;thema=topic;themen=topics;inhalt*=content;verdien*=earn;einnahme*=revenue;umsatz=revenue;geld=money;
steig*=increase;erhoh*=increase;best*=best;tag=day;tage=days;tagen=days;uhrzeit=time;zeit=time;woche=week;monat=month;
hochlad*=upload;posten=post;veroffentlich*=post;lief=performed;laufen=performing;lauft=performing;schlecht=badly;
wenig*=few;aufruf*=views;views=views;klicks=views;konkurren*=competitors;gut=well;trend*=trends;im trend=trending;
suchbegriff*=keywords;keyword*=keywords;schlagwort*=keywords;nische=niche;titel=titles;thumbnail*=thumbnails;
vorschaubild*=thumbnails;beschreibung*=descriptions;verbessern=fix;serie*=series;reihe*=series;wachstum=growth;
statistik*=stats;kennzahl*=kpis;prognose*=forecast;vorhersage*=predictions;genau*=accurate;ausgebrannt=burnout;
mude=burnout;pause=break;rhythmus=cadence;haufig*=often;sind=are;ist=is;gibt es=are there;nachfrage=demand;uber=about;
der=the;die=the;das=the;den=the;dem=the;des=of the;ein=a;eine=a;einen=a;von=of;vom=of the;in=in;im=in the;und=and;
oder=or;fur=for;pro=per;mit=with;so=so;mehr=more;kanal=channel;sich=;es=it;zu=to;am=;habe=have;hat=has;tausend=thousand;
gerade=now;sehen=see;bekomm*=get;krieg*=get;erhalt*=get`,
  it: `lament*=complain;critic*=criticism;cosa=what;che cosa=what;che=what;quale=which;quali=which;come=how;quando=when;perche=why;quant*=how many;
ogni quanto=how often;avra=will get;avranno=will get;quanto spesso=how often;frequenza=frequency;mio=my;mia=my;miei=my;mie=my;me=me;meglio=best;tipo*=type;funzion*=perform;io=i;ho=i have;
devo=should i;dovrei=should i;dovrebbe=should;posso=can i;fare=make;faccio=make;girare=film;video=video;videos=videos;prossim*=next;
ultim*=last;recent*=latest;spettator*=viewers;pubblico=audience;gente=people;persone=people;follower*=followers;
iscritt*=subscribers;fan=fans;comment*=comments;chied*=ask for;richiest*=requests;vogli*=want;vuole=wants;
desider*=want;vorr*=want;positiv*=positive;negativ*=negative;dicono=say;piac*=like;pens*=think;sent*=feel;idee=ideas;idea=idea;argoment*=topics;tema=topic;temi=topics;
contenut*=content;guadagn*=earnings;entrat*=revenue;ricav*=revenue;soldi=money;monetizz*=monetization;aument*=increase;
miglior*=best;giorn*=day;ora=time;orari*=time;settimana=week;mese=month;pubblic*=post;postare=post;caric*=upload;
andato=performed;andata=performed;vanno=performing;va=performing;andando=performing;male=badly;forte=well;poch*=few;
visualizzazion*=views;view*=views;concorren*=competitors;tendenz*=trends;di tendenza=trending;parole chiave=keywords;
parola chiave=keyword;nicchia=niche;titol*=titles;miniatur*=thumbnails;copertin*=thumbnails;descrizion*=descriptions;
sistemare=fix;serie=series;crescit*=growth;statistich*=stats;prevision*=predictions;precis*=accurate;accurat*=accurate;
stanc*=burnout;esaurit*=burnout;pausa=break;ritmo=cadence;sono=are;e=is;c e=are there;domanda=demand;su=about;
sul=about the;sulla=about the;il=the;lo=the;la=the;i=the;gli=the;le=the;l=the;di=of;del=of the;della=of the;dei=of the;
delle=of the;degli=of the;in=in;nel=in the;nella=in the;nei=in the;per=per;con=with;un=a;una=a;cosi=so;piu=more;
canale=channel;vedere=see;ha=has;mi=me;ti=;ci=;si=;mille=thousand;stanno=are;fatto=got;adesso=next;otten*=get`,
  hi: `शिकायत*=complaints;क्या=what;कौन*=which;कौन से=which;किस=which;कैसे=how;कैसा=how;कैसी=how;कब=when;क्यों=why;क्यूं=why;कितन*=how many;
कितनी बार=how often;मेरे=my;मेरा=my;मेरी=my;मुझे=i;मैं=i;चाहिए=should;सकता=can;सकती=can;बनाऊं=make;बनाना=make;
बनाऊ=make;बनाएं=make;बनाइए=make;अगला=next;अगली=next;अगले=next;पिछला=last;पिछली=last;पिछले=last;आखिरी=last;
लास्ट=last;नया=latest;नई=latest;नए=latest;दर्शक*=viewers;ऑडियंस=audience;ऑडियन्स=audience;लोग=people;लोगों=people;
फॉलोअर*=followers;सब्सक्राइबर*=subscribers;सब्सक्राइब*=subscribers;कमेंट*=comments;टिप्पणि*=comments;
टिप्पणी=comments;मांग*=ask for;चाहते=want;चाहती=want;पसंद=like;पॉजिटिव=positive;नेगेटिव=negative;सकारात्मक=positive;नकारात्मक=negative;कह*=ask;बना*=make;ज्यादातर=mostly;सोच*=think;राय=opinion;भावना*=sentiment;
महसूस=feel;लगते=feel;लगता=feel;लगती=feel;आइडिया*=ideas;विचार=ideas;विषय=topic;टॉपिक=topic;कंटेंट=content;
कमाई=earnings;कमा*=earn;आमदनी=income;पैसा=money;पैसे=money;आरपीएम=rpm;बढ*=increase;सबसे=most;अच्छा=good;
बेहतर=better;बेस्ट=best;दिन=day;समय=time;टाइम=time;हफ्ते=week;हफ्ता=week;सप्ताह=week;महीने=month;महीना=month;
अपलोड=upload;डाल*=post;पोस्ट=post;चला=performed;चली=performed;चले=performed;चल=performing;नहीं=not;कम=few;
बुरा=bad;खराब=bad;व्यू*=views;प्रतिस्पर्धि*=competitors;प्रतिस्पर्धी=competitors;कॉम्पिटिटर*=competitors;
प्रतियोगी=competitors;ट्रेंड*=trending;कीवर्ड*=keywords;निश=niche;टाइटल=title;शीर्षक=title;थंबनेल=thumbnails;
डिस्क्रिप्शन=descriptions;विवरण=descriptions;सुधार*=fix;सीरीज=series;ग्रोथ=growth;वृद्धि=growth;आंकडे=stats;
अनुमान=forecast;भविष्यवाणी=predictions;सटीक=accurate;थक*=burnout;ब्रेक=break;बार=times;है=is;हैं=are;हो=are;
रहे=;रहा=;रही=;कर=;करना=;करते=;करूं=;करू=;में=in;के=of;का=of;की=of;पर=on;को=to;और=and;या=or;लिए=for;चैनल=channel;
वीडियो=video;वीडियोज=videos;बारे=about;होना=be;से=from;आए=got;आये=got;ज्यादा=more;मिल*=get`,
  "hi-latn": `shikayat*=complaints;kya=what;kaun=which;kaunsa=which;kaunse=which;konsa=which;konse=which;kis=which;kaise=how;kese=how;kab=when;
kyu=why;kyun=why;kyon=why;kitne=how many;kitna=how many;kitni=how many;kitni baar=how often;kitni bar=how often;
mere=my;mera=my;meri=my;mujhe=i;main=i;mai=i;chahiye=should;chaiye=should;sakta=can;sakti=can;banau=make;
banaun=make;banana=make;banaye=make;agla=next;agli=next;agle=next;pichla=last;pichli=last;pichle=last;aakhri=last;
akhri=last;naya=latest;nayi=latest;naye=latest;darshak=viewers;log=people;logo=people;logon=people;maang*=ask for;
mang=ask for;mangte=ask for;chahte=want;chahti=want;pasand=like;keh*=ask;kah*=ask;bana*=make;zyada=more;jyada=more;soch*=think;raay=opinion;rai=opinion;kamai=earnings;
kamaai=earnings;kamana=earn;paisa=money;paise=money;badh*=increase;sabse=most;accha=good;achha=good;acha=good;
din=day;samay=time;hafte=week;hafta=week;mahine=month;daal*=post;dalu=post;dalna=post;dalne=post;chala=performed;
chali=performed;chale=performed;chal=performing;nahi=not;nahin=not;kam=few;bura=bad;kharab=bad;baar=times;bar=times;
hai=is;hain=are;ho=are;rahe=;raha=;rahi=;kar=;karna=;karte=;karu=;karun=;me=in;mein=in;ke=of;ka=of;ki=of;pe=on;par=on;
ko=to;aur=and;ya=or;liye=for;baare=about;bare=about;hona=be;se=from;milenge=get;milega=get;milte=get`,
  ar: `يشتك*=complain;شكوى=complaints;شكاوى=complaints;ماذا=what;ما=what;اي=which;كيف=how;متى=when;لماذا=why;كم=how many;كم مره=how often;قناتي=my channel;قنا*=channel;
مشاهدات=views;مشاهده=views;مشاهد*=viewers;جمهور*=audience;متابع*=followers;مشترك*=subscribers;اشتراك*=subscribers;
تعليق*=comments;يطلب*=ask for;تطلب*=ask for;طلب*=requests;يريد*=want;يشاهد*=watch;تشاهد*=watch;تريد*=want;يحب*=like;ايجابي*=positive;سلبي*=negative;اربح=earn;يربح*=earn;نربح=earn;كل=every;عن كل=per;راي=opinion;يعتقد*=think;
يشعر*=feel;شعور=feel;مشاعر=sentiment;فكره=idea;افكار=ideas;موضوع*=topic;مواضيع=topics;محتوى=content;ارباح*=earnings;
ربح*=earnings;دخل*=income;ايراد*=revenue;مال=money;فلوس=money;ازيد=increase;زياد*=increase;يزيد=increase;
ارفع=increase;رفع=increase;افضل=best;يوم=day;ايام=days;وقت=time;توقيت=time;ساعه=time;اسبوع=week;شهر=month;
انشر=post;نشر*=post;تحميل=upload;اداء=performance;سيئ=bad;ضعيف*=weak;قليل*=few;لا=not;منافس*=competitors;
ناجح*=outliers;رائج*=trending;ترند=trending;تريند=trending;شائع*=trending;كلمات=words;كلمات مفتاحيه=keywords;
مجال*=niche;تخصص=niche;عنوان=title;عناوين=titles;مصغر*=thumbnails;وصف=descriptions;اوصاف=descriptions;
اصلاح=fix;سلسل*=series;نمو=growth;احصائ*=stats;توقع*=predictions;تنبؤ*=predictions;دقيق*=accurate;دقه=accurate;
ارهاق=burnout;تعب=burnout;استراحه=break;فيديو*=videos;مقطع=video;مقاطع=videos;في=in;من=from;على=on;عن=about;هل=;
هو=is;هي=is;هذا=this;هذه=this;الذي=that;التي=that;يجب=should;ان=;اصنع*=make;اعمل=make;قادم*=next;تالي=next;
اخر=last;اخير*=last;حصل=got;عدد=number;لكل=per;الف=thousand;كان=was;مره=times;اكثر=more;احصل=get;نحصل=get;يحصل=get`,
};

type Lexicon = {
  /** Exact keys (one word or several joined by a space) -> gloss. */
  exact: Map<string, string>;
  /** Stems, longest first. */
  stems: readonly (readonly [string, string])[];
  /** Compounds' last parts, longest first. */
  endings: readonly (readonly [string, string])[];
  /** The most words an exact key has. */
  longest: number;
};

/** One word as the lexicons hold it: lower case, accents and variant letters unified. */
export function foldWord(word: string): string {
  return word
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/\u093c/g, "") // Devanagari nukta: "ज़" and "ज" are written either way
    .replace(/\u0901/g, "\u0902") // candrabindu as anusvara: "माँग" and "मांग"
    .replace(/[\u064b-\u065f\u0670\u0640]/g, "") // Arabic short vowels and tatweel
    .replace(/[أإآ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .normalize("NFC");
}

function parseLexicon(source: string): Lexicon {
  const exact = new Map<string, string>();
  const stems: [string, string][] = [];
  const endings: [string, string][] = [];
  let longest = 1;
  for (const entry of source.split(/;\s*/)) {
    const at = entry.indexOf("=");
    if (at <= 0) continue;
    const rawKey = entry.slice(0, at).trim();
    const gloss = entry.slice(at + 1).trim();
    if (rawKey.endsWith("*")) stems.push([foldWord(rawKey.slice(0, -1)), gloss]);
    else if (rawKey.startsWith("*")) endings.push([foldWord(rawKey.slice(1)), gloss]);
    else {
      const key = wordsOf(rawKey).join(" ");
      exact.set(key, gloss);
      longest = Math.max(longest, key.split(" ").length);
    }
  }
  stems.sort((a, b) => b[0].length - a[0].length);
  endings.sort((a, b) => b[0].length - a[0].length);
  return { exact, stems, endings, longest };
}

let lexicons: Record<Language, Lexicon> | null = null;

function lexiconOf(language: Language): Lexicon {
  lexicons ??= Object.fromEntries(
    Object.entries(LEXICON_SOURCE).map(([lang, source]) => [lang, parseLexicon(source)]),
  ) as Record<Language, Lexicon>;
  return lexicons[language];
}

/** A text's words, folded: letters with their marks and digits; apostrophes and hyphens split. */
function wordsOf(text: string): string[] {
  return (foldWord(text).match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).filter(Boolean);
}

/**
 * English function words: evidence that a question is English. When a question has as many of
 * them as of a language's own words, it is read as English (a topic or a title in another language
 * does not switch it).
 */
const ENGLISH = new Set(
  "what whats which how when why who where is are was were do does did done should would could can will my me i im ive the a an of to in on for and or with about your you this that these those have has get got am it its be been if not at by from than then there they them their our we us all any just much many more most often so too very some each per up out off into over under next last first new latest".split(
    " ",
  ),
);

/**
 * Words English and these languages share, mostly creators' loanwords ("video", "views", "RPM",
 * "upload"), and English words a stem would take for another language's ("revenue" for French
 * "revenu*", "comments" for Italian "comment*"): evidence for no language.
 */
const SHARED = new Set(
  "video videos vid vids view views viewed viewing viewer viewers subscribers subscriber subs sub comment comments commenter commenters commenting upload uploads uploaded uploading post posts posting posted channel channels rpm cpm ctr kpi kpis thumbnail thumbnails thumb thumbs title titles description descriptions series serie serious playlist shorts short trend trends trending trendy keyword keywords niche niches idea ideas topic topics content fans fan followers follower audience public publish published publishing best time stats analytics sentiment sentence sent viral revenue monetize monetise monetized monetised monetization monetisation demand demands demanding opinion opinions function functions flop flopped flops bomb bombed bombing metric metrics precise precisely precision accuracy accurate accurately recent recently ultimate ultimately journey journal theme themes rival rivals query queries tag tags pause moment prediction predictions forecast request requests come male female media tips pls ok okay".split(
    " ",
  ),
);

/**
 * Each Latin-script language's words that mark it, beyond its lexicon: pronouns and verbs so
 * common that a question in it holds one. Words English has too count for no language.
 */
const MARKERS: Partial<Record<Language, string>> = {
  es: "qué cómo cuándo cuántos cuántas está están puedo debería mis",
  pt: "você vocês não estão são meus minhas deveria tenho estou tô",
  fr: "est-ce qu'est-ce vous nous mes devrais",
  de: "ich mein meine meinen meiner nicht sollte wünschen",
  it: "miei mie dovrei perché non",
  "hi-latn": "kya kaise kyu kyun mere mera meri hai hain chahiye nahi",
};

const LATIN_LANGUAGES: readonly Language[] = ["es", "pt", "fr", "de", "it", "hi-latn"];

let markerSets: Map<Language, Set<string>> | null = null;

function markersOf(language: Language): Set<string> {
  markerSets ??= new Map(LATIN_LANGUAGES.map((l) => [l, new Set(wordsOf(MARKERS[l] ?? ""))]));
  return markerSets.get(language)!;
}

/** How many of the words a language's lexicon or markers know (English words aside). */
function scoreLatin(words: readonly string[], language: Language): number {
  const lexicon = lexiconOf(language);
  const markers = markersOf(language);
  let score = 0;
  for (const word of words) {
    // One letter ("s" of "what's", French "l'", "d'") tells no language apart.
    if (word.length < 2 || ENGLISH.has(word) || SHARED.has(word)) continue;
    if (
      markers.has(word) ||
      lexicon.exact.has(word) ||
      lexicon.stems.some(([stem]) => stemMatches(word, stem)) ||
      lexicon.endings.some(([ending]) => endingMatches(word, ending))
    )
      score++;
  }
  return score;
}

function stemMatches(word: string, stem: string): boolean {
  return word.length >= stem.length && word.startsWith(stem);
}

/** A compound ending in the part: something (three letters at least) before it. */
function endingMatches(word: string, ending: string): boolean {
  return word.length >= ending.length + 3 && word.endsWith(ending);
}

/** Quoted text (a title, a topic) is not the question's own wording: kept, and not read for its language. */
const QUOTED = /["“”«»][^"“”«»]{1,120}["“”«»]/g;

/** The question's language when it is one of the lexicons' (null: English, or not recognised). */
export function languageOf(question: string): Language | null {
  const text = question.replace(QUOTED, " ");
  const devanagari = (text.match(/[\u0900-\u097f]/g) ?? []).length;
  const arabic = (text.match(/[\u0600-\u06ff]/g) ?? []).length;
  const latin = (text.match(/[a-zA-Z\u00c0-\u024f]/g) ?? []).length;
  if (devanagari > 0 && devanagari >= latin && devanagari >= arabic) return "hi";
  if (arabic > 0 && arabic >= latin) return "ar";
  const words = wordsOf(text);
  const english = words.filter((w) => ENGLISH.has(w)).length;
  let best: Language | null = null;
  let bestScore = 0;
  for (const language of LATIN_LANGUAGES) {
    const score = scoreLatin(words, language);
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  // Two of a language's words at least, and more than the English ones: "tacos al pastor" in an
  // English question, or "mi" alone, keeps it English.
  return best && bestScore >= 2 && bestScore > english ? best : null;
}

/** Arabic words carry "and", "with", "for" and "the" as prefixes: the forms to look up, fullest first. */
function arabicForms(word: string): string[] {
  const forms = [word];
  let w = word;
  if (/^[وف]/.test(w) && w.length > 3) forms.push((w = w.slice(1)));
  if (/^[بلك]ال/.test(w) && w.length > 4) forms.push((w = w.slice(3)));
  else if (/^لل/.test(w) && w.length > 3) forms.push((w = w.slice(2)));
  else if (/^ال/.test(w) && w.length > 3) forms.push((w = w.slice(2)));
  return forms;
}

function lookUp(word: string, language: Language, lexicon: Lexicon): string | null {
  const forms = language === "ar" ? arabicForms(word) : [word];
  for (const form of forms) {
    const gloss = lexicon.exact.get(form);
    if (gloss !== undefined) return gloss;
  }
  for (const form of forms)
    for (const [stem, gloss] of lexicon.stems) if (stem.length >= 2 && stemMatches(form, stem)) return gloss;
  for (const [ending, gloss] of lexicon.endings) if (endingMatches(word, ending)) return gloss;
  return null;
}

/** The English words for a run of the question's words (no quotes inside). */
function glossWords(words: readonly string[], language: Language): string[] {
  const lexicon = lexiconOf(language);
  const latinScript = LATIN_LANGUAGES.includes(language);
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    let matched = 0;
    for (let n = Math.min(lexicon.longest, words.length - i); n >= 2; n--) {
      const gloss = lexicon.exact.get(words.slice(i, i + n).join(" "));
      if (gloss !== undefined) {
        if (gloss) out.push(gloss);
        matched = n;
        break;
      }
    }
    if (matched) {
      i += matched;
      continue;
    }
    const word = words[i]!;
    const gloss = lookUp(word, language, lexicon);
    if (gloss !== null) {
      if (gloss) out.push(gloss);
    } else if (/^[a-z0-9]+$/.test(word) || (latinScript && /^[\p{Script=Latin}0-9]+$/u.test(word))) out.push(word);
    i++;
  }
  return out;
}

export type Gloss = { language: Language; text: string };

/**
 * A question in one of the lexicons' languages as English words the router reads, with quoted
 * text kept as written (in straight quotes); null for a question read as English.
 */
export function glossOf(question: string): Gloss | null {
  const language = languageOf(question);
  if (!language) return null;
  const parts: string[] = [];
  let at = 0;
  for (const quote of question.matchAll(QUOTED)) {
    parts.push(...glossWords(wordsOf(question.slice(at, quote.index)), language));
    parts.push(`"${quote[0].slice(1, -1)}"`);
    at = quote.index + quote[0].length;
  }
  parts.push(...glossWords(wordsOf(question.slice(at)), language));
  const end = /[?？؟]\s*$/.test(question) ? "?" : "";
  return { language, text: `${parts.join(" ")}${end}` };
}
