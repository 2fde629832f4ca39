"""English words rubric v3 takes for general vocabulary, not clinical terms: the whole-word tokens
of SmolLM2-135M-Instruct's tokenizer (byte-level BPE learnt on web text; Apache-2.0, Hugging Face),
lower-cased, alphabetic, three letters or more. Written by scripts/make_common_words.py; do not edit."""

WORDS = frozenset(
    """
    aaa aap aaron aba abandon abandoned abandoning abandonment abbas abbey abbott abbre abbrev
    abbreviated abbreviation abbreviations abc abd abdomen abdominal abduct abdul abdullah abe abel
    aber aberr abide abigail abilities ability abiotic ablation able abnorm abnormal abnormalities
    abnormality abnormally abo aboard abode abol abolish abolished abolition abolitionist aboriginal
    abort abortion abortions abound about above abraham abram abras abrasion abrasive abre abreast
    abroad abrupt abruptly abs abscess absence absent absentee absol absolute absolutely absor
    absorb absorbed absorbing absorbs absorption abst abstinence abstract abstraction abstracts
    absurd absurdity abu abund abundance abundant abundantly abuse abused abuses abusing abusive
    acad academ academia academic academically academics academy acc accel acceler accelerate
    accelerated accelerates accelerating acceleration accelerator accent accents accept acceptable
    acceptance accepted accepting accepts access accessed accessibility accessible accessing
    accession accessories accessory accident accidental accidentally accidents acclaim acclaimed
    accom accommod accommodate accommodating accommodation accommodations accompan accompanied
    accompanies accompaniment accompany accompanying accompl accomplish accomplished accomplishing
    accomplishment accomplishments accord accordance accorded according accordingly account
    accountability accountable accountant accountants accounted accounting accounts accred
    accreditation accredited accret accretion accum accumulate accumulated accumulates accumulating
    accumulation accur accuracy accurate accurately accus accusation accusations accuse accused
    accusing accustomed ace acet acetaminophen acetate acetyl ach ache aches achie achievable
    achieve achieved achievement achievements achieves achieving achilles acid acidic acidification
    acidity acids ack acknow acknowled acknowledge acknowledged acknowledgement acknowledges
    acknowledging acknowledgment acl acm acne acorns acoust acoustic acqu acquaint acquaintance
    acquaintances acquainted acquire acquired acquires acquiring acquisition acquisitions acre
    acreage acres acron acronym across acrylic acs act acta acted actin acting action actionable
    actions activ activate activated activates activating activation active actively activism
    activist activists activities activity actor actors actress acts actu actual actuality actually
    actuators acuity acup acupuncture acute acutely ada adam adams adapt adaptability adaptable
    adaptation adaptations adapted adapter adapting adaptive adapts adc add added addict addicted
    addiction addictions addictive addicts adding addison addition additional additionally additions
    additive additives addr address addressed addresses addressing adds ade adela adelaide aden
    adept adequ adequate adequately adhd adhere adhered adherence adherent adherents adheres
    adhering adhes adhesion adhesive adhesives adip adipose adj adjacent adject adjective adjectives
    adjoining adjud adjunct adjust adjustable adjusted adjusting adjustment adjustments adjusts
    adler adm admin administ administer administered administering administr administration
    administrations administrative administrator administrators admirable admiral admiralty
    admiration admire admired admiring admission admissions admit admits admitted admitting admon
    adobe adolesc adolescence adolescent adolescents adolf adop adopt adopted adopting adoption
    adoptive adopts adorable adorn adorned adrenal adrenaline adri adrian ads adsorption adul adult
    adulter adultery adulthood adults adv advance advanced advancement advancements advances
    advancing advant advantage advantageous advantages advent adventure adventurers adventures
    adventurous adverb advers adversaries adversary adverse adversely adversity advert advertise
    advertised advertisement advertisements advertising advice advis advisable advise advised
    adviser advisers advises advising advisor advisors advisory advoc advocacy advocate advocated
    advocates advocating aedes aegean aene aer aeration aerial aerobic aerodynamic aeron aeronautics
    aeros aerosol aerosols aerospace aest aesthetic aesthetically aesthetics afar aff affair affairs
    affect affected affecting affection affectionate affective affects affili affiliate affiliated
    affiliates affiliation affiliations affinity affirm affirmation affirmations affirmative
    affirmed affirming affirms afflict afflicted affluent afford affordability affordable afforded
    affords afghan afghanistan afore aforementioned afp afraid afric africa african africans afro
    aft after afterlife aftermath afternoon afterward afterwards again against agar age aged ageing
    agencies agency agenda agendas agent agents ages agg aggrav aggravate aggravated aggreg
    aggregate aggregated aggregates aggregation aggress aggression aggressive aggressively agile
    agility aging agitated agitation agnes ago agon agrarian agree agreeable agreed agreeing
    agreement agreements agrees agricult agricultural agriculture agro agu ahead ahmad ahmed aid
    aide aided aiding aids ail ailment ailments aim aimed aiming aims air airborne aircraft aires
    airflow airline airlines airplane airplanes airport airports airtight airway airways aisle aka
    akin alab alabama alan alarm alarmed alarming alarms alaska alaskan alb alban albania albanian
    albany albeit alber albert alberta album albums alcohol alcoholic alcoholism ald ale alert
    alerted alertness alerts alex alexa alexand alexander alexandra alexandria alf alfalfa alfred
    alg algae algal algebra algebraic alger algeria algon algorith algorithm algorithmic algorithms
    ali alias alice alien alienated alienation aliens align aligned aligning alignment alignments
    aligns alike alison alive alk alkal alkali alkaline all allah allan alle alleg allegations
    alleged allegedly allegiance allegorical allegory allele alleles allen allerg allergen allergens
    allergic allergies allergy allev allevi alleviate alleviating alley alliance alliances allied
    allies alligator allison allocate allocated allocating allocation allot allotted allow allowable
    allowance allowances allowed allowing allows alloy alloys alluded allure alluvial ally alma
    almighty almond almonds almost aloe alone along alongside aloud alph alpha alphabet alphabetical
    alphabets alpine alps already als also alt altar alter alteration alterations altered altering
    altern alternate alternately alternating alternative alternatively alternatives alters although
    altitude altitudes alto altogether altru altruism alumin aluminium aluminum alumni alve alveolar
    always alzheimer amalg amalgam amanda amar amateur amaz amaze amazed amazing amazingly amazon
    amb ambassador ambassadors amber ambient ambig ambiguity ambiguous ambit ambition ambitions
    ambitious ambul ambulance amd amelia amelior amen amenable amend amended amendment amendments
    amenities amer americ america american americans americas ames amid amidst amin amino amish
    ammon ammonia ammonium ammunition amnesty among amongst amos amount amounted amounts amp amph
    amphib amphibian amphibians amphibious ampl ample amplification amplified amplifier amplifiers
    amplify amplifying amplitude amps amput amputation amsterdam amuse amusement amusing amy amyg
    amygdala amyl amyloid ana anab anabapt anaemia anaerobic anal analges analog analogies analogous
    analogue analogy analy analys analyse analysed analyses analysing analysis analyst analysts
    analytic analytical analytics analyze analyzed analyzer analyzes analyzing anaphyl anaphylaxis
    anarch anarchist anarchists anarchy anat anatolia anatomical anatomy anc ancest ancestor
    ancestors ancestral ancestry anch anchor anchored anchors anci ancient ancients and andean
    andersen anderson andes andhra andre andrea andreas andrew andrews android andy anecd anecdotal
    anecdotes anem anemia anest anesthesia anesthetic aneur aneurys aneurysm anew ang angel angela
    angeles angels anger angi angina angle angled angles anglic anglican anglo angola angry angu
    angular anim animal animals animate animated animation animations anime ank ankle ankles ann
    anna annals anne annex annexation annexed annie annih annihilation anniversary annot annotated
    annotation annotations announce announced announcement announcements announces announcing annoy
    annoyed annoying annual annually annuals annum anode anomal anomalies anomalous anomaly anonym
    anonymity anonymous anonymously anorexia another ans answ answer answered answering answers ant
    antagon antagonist antagonists antar antarctic antarctica ante anteced anten antenna antennae
    antennas anterior anth anthem anthology anthony anthrax anthrop anthropogenic anthropological
    anthropologist anthropologists anthropology anti antib antibacterial antibiot antibiotic
    antibiotics antibodies antibody antic anticip anticipate anticipated anticipating anticipation
    antico anticoagul antid antidepress antidepressant antidepressants antidote antif antifungal
    antig antigen antigens antihist antihistamines antim antimicrobial antio antioch antioxid
    antioxidant antioxidants antip antipsych antiqu antique antiques antiquities antiquity
    antiretroviral antis antise antisem antiseptic antisocial antit antiv antiviral antivirus anton
    antonio antony ants anus anx anxieties anxiety anxious any anybody anymore anyone anything
    anytime anyway anywhere aorta aortic apa apache apart apartheid apartment apartments ape
    aperture apes apex aph aphid aphids api apis apnea apocalyptic apoll apollo apolog apologize
    apologized apology apopt apoptosis apost apostle apostles app appalach appalachian appar
    apparatus apparel apparent apparently appe appeal appealed appealing appeals appear appearance
    appearances appeared appearing appears appease append appendix appet appetite appl applaud apple
    apples appliance appliances applic applicability applicable applicant applicants application
    applications applied applies apply applying appoint appointed appointment appointments appraisal
    appre appreci appreciate appreciated appreciating appreciation apprehend apprehens apprehension
    apprent apprentice apprentices apprenticeship appro approach approached approaches approaching
    appropri appropriate appropriated appropriately appropriateness appropriation approval approve
    approved approving approx approxim approximate approximately approximation apps apr apric april
    apt aptitude aptly aqu aquaculture aquarium aquariums aquatic aqueduct aqueous aquifer aquifers
    aquinas ara arab arabia arabian arabic arabidopsis arable arabs aram aramaic arbit arbitrarily
    arbitrary arbitration arbor arc arch archae archaeological archaeologist archaeologists
    archaeology archaic archbishop arche archeological arches archetypes archipelago architect
    architects architectural architecture architectures archival archive archived archives arcs
    arctic ard ardent ardu arduino arduous are area areas aren arena arg argent argentina argentine
    argon argparse args argu arguably argue argued argues arguing argument argumentative arguments
    ari arid arise arisen arises arising arist aristocracy aristocratic aristot aristotle arithmetic
    arizona ark arkansas arlington arm armed armen armenia armenian armenians armies armor armored
    armour armp arms armstrong army arn arnold arom aroma aromas aromatherapy aromatic arose around
    arous arousal aroused arp arr arrange arranged arrangement arrangements arranging array arrays
    arrest arrested arrests arrhythmias arrival arrivals arrive arrived arrives arriving arrog
    arrogance arrogant arrow arrows arsen arsenal arsenic art arte artefacts artem artemis arter
    arterial arteries artery arth arthritis arthrop arthropods arthur artic article articlegoogle
    articlepubmedgoogle articles articulate articulated articulating articulation artif artifact
    artifacts artific artificial artificially artillery artisan artisanal artisans artist artistic
    artistry artists arts artwork artworks arxiv ary asbestos asc ascend ascended ascending ascent
    ascertain ascetic ascii ascribed asd ase asean asexual ash ashamed ashes ashley ashore asia
    asian asians asiatic aside ask asked asking asks asleep asp asparagus aspart aspect aspects
    asper asperger asphalt aspir aspiration aspirations aspire aspirin aspiring ass assam assass
    assassinated assassination assault assaults assay assays assemb assembl assemblage assemblages
    assemble assembled assemblies assembling assembly assert asserted asserting assertion assertions
    assertive assertiveness asserts assess assessed assesses assessing assessment assessments asset
    assets assign assigned assigning assignment assignments assigns assim assimilate assimilated
    assimilation assist assistance assistant assistants assisted assisting assistive assists associ
    associate associated associates associating association associations assortment assum assume
    assumed assumes assuming assumption assumptions assurance assure assured assuring assy assyria
    assyrian ast aster asteroid asteroids asthma astm aston astonishing astounding astrology astron
    astronaut astronauts astronomer astronomers astronomical astronomy astroph astrophysics asylum
    asym asymmetric asymmetrical asymmetry asymptomatic asyn async asynchronous asyncio ate ath athe
    atheism atheist athen athena athenian athens atherosclerosis athlet athlete athletes athletic
    athletics atl atlanta atlantic atlantis atlas atm atmosp atmosphere atmospheres atmospheric atom
    atomic atoms atonement atop atopic atp atrial atroc atrocities atrophy att attach attached
    attaches attaching attachment attachments attack attacked attacker attackers attacking attacks
    attain attainable attained attaining attainment attempt attempted attempting attempts atten
    attend attendance attendant attended attendees attending attends attent attention attentive
    attentively attenuation attest attested attic attire attitude attitudes attorney attorneys attr
    attract attracted attracting attraction attractions attractive attractiveness attracts attribut
    attributable attribute attributed attributeerror attributes attributing attribution attrs
    attuned atypical aub auckland auction auctions aud audi audible audience audiences audio audit
    auditing auditor auditory audits audubon aug augment augmentation augmented august augusta
    augustine augustus aunt aur aura aure aureus aurora auschwitz ausp auspices auspicious aust
    austen auster austin austral australia australian australians austria austrian austro aut auth
    authent authentic authentically authenticate authenticated authentication authenticity author
    authored authoritarian authoritative authorities authority authorization authorize authorized
    authors authorship autism autistic auto autobi autobiographical autobiography autoimmune autom
    automate automated automatic automatically automating automation automobile automobiles
    automotive auton autonom autonomic autonomous autonomously autonomy autosomal autumn aux
    auxiliary avail availability available aval avant avatar ave aven avenue avenues aver average
    averaged averages averaging aversion avert avg avian aviation avid aviv avoc avocado avocados
    avoid avoidance avoided avoiding avoids awa await awaited awaiting awaits awake awaken awakened
    awakening award awarded awards aware awareness away awe awesome awful awkward aws axe axes axi
    axial axis axle axons ayurved ayurveda ayurvedic azer azerbai azerbaijan azte aztec aztecs azure
    baal bab babies baby babylon babylonian bac bach bachelor bacillus back backbone backdrop backed
    backend background backgrounds backing backlash backpack backs backup backups backward backwards
    backyard bacon bacter bacteri bacteria bacterial bacterium bad badge badges badly baff bag
    baggage bagh baghdad bags bah bahamas bail bailey bait bak bake baked baker bakery baking bal
    balance balanced balances balancing balcon balcony bald baldwin bali balk balkan balkans ball
    ballast ballet ballistic balloon balloons ballot ballots balls balt baltic baltimore bam bamboo
    ban banana bananas band bandage banded bands bandwidth bang banglades bangladesh banished bank
    bankers banking bankrupt bankruptcy banks banned banner banners banning bans bant bapt baptism
    baptist baptized bar barack barb barbad barbar barbara barbec barbecue barbed barber barc
    barcelona barcode bard bare barefoot barely barg bargain bargaining bark barker barking barley
    barn barnes barns baron baroque barr barracks barred barrel barrels barren barrett barri barrier
    barriers barry bars bart barth barton bas basal basalt base baseball based basel baseline
    basement bases bash basic basically basics basil basilica basin basins basis basket basketball
    baskets basque bass bast bat batch batches bates bath bathe bathing bathroom bathrooms baths
    bathtub bats batt battalion battalions batter batteries battery battle battlefield battlefields
    battles battling bau baum bav bavaria bay bayer bayesian bays bbc bbox bce beach beaches beacon
    bead beads beak beam beams bean beans bear beard bearded bearing bearings bears beast beasts
    beat beaten beating beats beau beaut beautiful beautifully beautifulsoup beauty beaver beavers
    bec became because beck becker become becomes becoming bed bedding bedford bedrock bedroom
    bedrooms beds bedtime bee beef beekeepers beekeeping been beer beers bees beet beethoven beetle
    beetles beets before beforehand beg began begg begging begin beginner beginners beginning
    beginnings begins begun beh behalf behav behave behaved behaves behavi behaving behavior
    behavioral behaviors behaviour behavioural behaviours behind behold beijing being beings bel
    belarus belf belfast belg belgian belgium belie belief beliefs believe believed believer
    believers believes believing belize bell bella belle bells belly belong belonged belonging
    belongings belongs beloved below belt belts ben bench benches benchmark benchmarks bend bending
    bends bene beneath bened benedict benef beneficial beneficiaries beneficiary benefit benefited
    benefiting benefits benevol benevolent beng bengal bengali benign benin benjamin benn bennett
    benny bent benz benzene benzodiazep beowulf ber bere berg berger bering berkeley berlin berm
    bermuda bern bernard berries berry bert bes beside besides besie besieged bess best bestowed bet
    beta beth bethlehem betray betrayal betrayed bets better betting betty between bever beverage
    beverages bewild beyond bhag bhar bhat bhutan bias biased biases bib bibcode bible bibli
    biblical bibliographic bibliography bic bicarbonate bicy bicycl bicycle bicycles bid bidding
    biden bids bif big bigger biggest bihar bike bikes biking bil bilateral bile bilingual bill
    billing billion billions bills billy bim bin binary bind binder binding binds bing binge
    binocular binoculars bins bio bioc biochemical biochemistry biod biodegradable biodiesel
    biodiversity bioenergy biofilm biofuel biofuels biogas bioge biographical biographies biography
    bioinformatics biol biological biologically biologist biologists biology biom biomark biomarker
    biomarkers biomass biome biomed biomedical biometric biop biopsies biopsy biore bios biosphere
    biot biotech biotechnology biotic bip bipart bipolar bir birch bird birds birmingham birth
    birthday birthdays birthplace births bis bisc biscuits bisexual bishop bishops bism bismarck
    bison bit bitcoin bite bites biting bits bitten bitter bittern bitterness bizarre black blacks
    blacksmith blackwell bladder blade blades blair blake blame blamed blaming blanc blank blanket
    blankets blanks blasphem blast blasting blat ble bleach bleaching bleak bleed bleeding blem
    blend blended blender blending blends bless blessed blessing blessings blew blight blind blinded
    blindly blindness blink bliss blister blisters blm blo bloating blob bloc block blockade
    blockage blockages blockchain blocked blockers blocking blocks blog blogger blogging blogs blood
    bloodshed bloodstream bloody bloom bloomberg blooming blooms bloss blossom blossoms blot blow
    blowing blown blows blu blue blueberries blueprint blueprints blues bluetooth bluff bluish blunt
    blur blurred blurring blurry bmc bmi bmj boar board boarded boarding boards boast boasted
    boasting boasts boat boating boats bob bobby bod bodies bodily body boe boeing boer bog boh
    bohem boil boiled boiler boilers boiling boils bois bol bold boldly bolivia bologna bolshe
    bolshevik bolsheviks bolst bolster bolstering bolsters bolt bolts bom bomb bombard bombarded
    bombardment bombay bombed bomber bombers bombing bombings bombs bon bonaparte bond bondage
    bonded bonding bonds bone bones bonn bonsai bonus bonuses bony boo book booking booklet books
    bookstore bool boolean boom booming boon boost boosted booster boosting boosts boot booth boots
    bor bord border bordered bordering borderline borders bore bored boredom borg boring boris born
    borne borneo boron borough borrow borrowed borrower borrowers borrowing bos bosnia boss bosses
    boston bot botan botanical botanist botany both bother bothered boto bots botswana bott bottle
    bottled bottlen bottleneck bottlenecks bottles bottom bottoms bou bought bould boulder boulders
    bounce bouncing bound boundaries boundary bounded bounding boundless bounds bount bounty bour
    bourgeois bourgeoisie bout bouts bovine bow bowel bowl bowling bowls bows box boxes boxing boy
    boycott boyd boyle boys bpa bpd bpy bra brace braces brach brack bracket brackets brad bradford
    bradley brady brah brahma brahman braille brain brains brainstorm brainstorming brake brakes
    braking bram bran branch branched branches branching brand branded branding brands bras brass
    braun brave bravely bravery brazil brazilian brca bre breach breaches bread breads breadth break
    breakage breakdown breaker breakers breakfast breaking breaks breakthrough breakthroughs breast
    breastfeeding breasts breat breath breathe breathed breathing breaths breathtaking bred bree
    breed breeder breeders breeding breeds breeze bren brent brethren breton brett brew brewed
    brewer brewing brexit bri brian brick bricks brid bride bridge bridges bridging brief briefing
    briefly brig brigade brigham bright brighter brightest brightly brightness brilli brilliance
    brilliant brilliantly brim brine bring bringing brings brink bris brisbane brisk brist bristles
    bristol brit britain britann britannica british britons britt brittle bro broad broadband
    broadcast broadcasting broadcasts broaden broadening broader broadly broadway broccoli broch
    brochure brock broke broken broker brokers brom bron bronch bronchitis bronx bronze brood brook
    brooklyn brooks broom broth brother brotherhood brothers brought brow brown browning brownish
    brows browse browser browsers browsing bru bruce bruises bruising brun bruno brunswick brush
    brushed brushes brushing brussels brut brutal brutality brutally brute bry bryan bryant bsd bse
    bub bubble bubbles buc buch buchanan buck bucket buckets buckingham buckle bucks bud budapest
    budd buddh buddha buddhism buddhist buddhists budding buddy budget budgeting budgets buds buenos
    buf buff buffalo buffer buffers bug bugs buil build builder builders building buildings builds
    buildup built buk bul bulb bulbs bulgar bulgaria bulgarian bulge bulimia bulk bulky bull bulld
    bullet bulletin bullets bullied bullies bulls bully bullying bumble bump bumps bun bunch bund
    bundle bundles bunk bunny buoy buoyancy bur burd burden burdens bureau bureauc bureaucr
    bureaucracy bureaucratic burg burge burgeoning burgers burgl burial burials buried burk burke
    burma burmese burn burned burner burning burnout burns burnt burr burrow burrows burs burst
    bursting bursts burton bury burying bus buses bush bushel bushes business businesses businessman
    businessmen bust bustling busy but butcher butler butt butter butterflies butterfly buttocks
    button buttons buy buyer buyers buying buys buzz buzzing bypass byproduct byproducts byron
    bystand byte bytes byz byzant byzantine cab cabbage cabin cabinet cabinets cabins cable cables
    cacao cache cached caching cact cacti cactus cad cada cadmium caesar caf cafeter cafeteria caffe
    caffeine cage cages cain cairo caj cake cakes cal calam calc calcium calcul calculate calculated
    calculates calculating calculation calculations calculator calculators calculus calcutta caled
    calend calendar calendars calf calgary calhoun calibr calibrated calibration calif californ
    california caliph call callable callback called caller calligraphy calling calls calm calmer
    calming calmly calmness caloric calorie calories caltech calves calvin cam camaraderie camb
    cambodia cambodian cambrian cambridge came camel camels camera cameras cameron cameroon camoufl
    camouflage camp campaign campaigning campaigns campbell campfire camping camps campus campuses
    can canaan canad canada canadian canadians canal canals canary canberra cancel canceled cancell
    cancellation cancelled cancer cancerous cancers cand candid candida candidate candidates candies
    candle candles candy cane canine canines cann cannab cannabinoids cannabis canned cannib canning
    cannon cannons cannot canoe canoes canola canon canonical canopy cans cant canterbury canv
    canvas cany canyon canyons cap capabilities capability capable capac capacitance capacities
    capacitor capacitors capacity cape capillaries capillary capit capita capital capitalism
    capitalist capitalists capitalization capitalize capitals capitol capped caps capsule capsules
    capt captain captains caption captions captiv captivate captivated captivating captive captives
    captivity capture captured captures capturing car caramel carb carbide carbohyd carbohydrate
    carbohydrates carbon carbonate carbox carbs carc carcass carcasses carcin carcinogen
    carcinogenic carcinogens carcinoma card cardboard cardi cardiac cardiff cardinal cardio cardiomy
    cardiomyopathy cardiovascular cards care cared career careers careful carefully careg caregiver
    caregivers caregiving careless carers cares caret carey cargo carib caribbean caribou caric
    caries caring carl carlo carlos carm carmel carn carnegie carnivores carnivorous carol carolina
    caroline carot carotenoids carotid carp carpal carpenter carpet carpets carr carriage carriages
    carried carrier carriers carries carroll carrot carrots carry carrying cars carson cart carta
    carter cartesian carth carthage cartilage cartoon cartoons cartridge cartridges carts carve
    carved carving carvings cas casc cascade case cases casey cash casing casino casinos casp
    caspian cass cassava casser cassini cast caste castes casting castle castles castro casts casual
    casually casualties casualty cat catac catal catalan catalog catalogs catalogue catalonia cataly
    catalyst catalysts catalytic catap catar cataract cataracts catast catastrophe catastrophes
    catastrophic catch catches catching catchment catchy cate categ categor categorical categories
    categorization categorize categorized category cater catering caterpill caterpillar caterpillars
    caters catfish cath cathe cathedral catherine catheter cathode catholic catholicism catholics
    cats cattle cauc caucasian caucasus caudal caught caul cauliflower caus causal causality
    causation causative cause caused causes causing caut caution cautioned cautions cautious
    cautiously cav caval cavalry cave cavern caves cavities cavity cay cbc cbd cbs cbse cbt ccc ccd
    ccs ccss cct cdc cds cease ceased ceases cec cecil cedar ceded ceil ceiling ceilings cel cele
    celeb celebr celebrate celebrated celebrates celebrating celebration celebrations celebrities
    celebrity celery celestial celiac cell cellphone cells cellul cellular cellulose celsius celtic
    celts cement cemented cemeteries cemetery cens censorship census cent center centered centering
    centers centimeter centimeters centimetres centr central centralized centrally centre centred
    centres centrifug centrifugal cents centuries century ceo cephal cer ceram ceramic ceramics cere
    cereal cereals cerebellum cerebral cerebro ceremon ceremonial ceremonies ceremony ceres cern
    cert certain certainly certainty certific certificate certificates certification certifications
    certified cerv cervical cervix cess cessation cet cfg cfr cfs cgi cha chad chain chains chair
    chairman chairs chakra chal chalk chall challeng challenge challenged challenges challenging
    cham chamber chamberlain chambers champ champion championed champions championship chan chance
    chancellor chances chand chandra chang change changed changes changing channel channels chant
    chanting chants chaos chaotic chap chapel chapman chapter chapters char character characterised
    characteristic characteristics characterization characterize characterized characterizes
    characterizing characters charcoal charg charge charged charger charges charging chariot
    charismatic charitable charities charity charl charlemagne charles charleston charlie charlotte
    charm charming chars chart charter chartered charts chase chased chasing chassis chast chat
    chats chatt chatting chau chaucer chavez che cheap cheaper cheapest cheaply cheat cheating check
    checked checker checking checklist checkout checkpoint checkpoints checks checksum checkups
    cheek cheeks cheer cheerful cheering chees cheese cheeses cheet chef chefs chel chem chemical
    chemically chemicals chemist chemistry chemists chemotherapy chen cheng cher cherish cherished
    chern chernobyl cheroke cherokee cherries cherry ches chesapeake chess chest chester chestnut
    chev chew chewing chey chi chia chiang chic chicago chican chick chicken chickenpox chickens
    chickpeas chicks chief chiefly chiefs chihu child childbearing childbirth childcare childhood
    children chile chilean chili chill chilled chilling chills chilly chim chimney chimpan
    chimpanzee chimpanzees chimps chin china chinese ching chip chips chir chiropract chiropractic
    chis chivalry chlor chloride chlorine chlorophyll chloroplast cho chocol chocolate chocolates
    choice choices choir choke choking chol cholera cholesterol chond choose chooses choosing chop
    chopin chopped chopping chor chord chords chore chores chorus chose chosen chris christ
    christian christianity christians christie christina christine christmas christopher chrom
    chromat chromatic chromatin chromatography chrome chromium chromos chromosomal chromosome
    chromosomes chron chronic chronically chronicle chronicles chronological chronology chrys chu
    chuck chunk chunks church churches churchill churn cia cic cicero cider cig cigar cigarette
    cigarettes cilantro cin cincinnati cind cinema cinematic cinnamon cipher cir circ circa
    circadian circle circles circling circuit circuitry circuits circul circular circulate
    circulated circulating circulation circulatory circum circumcision circumference circumst
    circumstance circumstances circumvent circus cirrhosis cis cisco cit citation citations cite
    cited cites cities citing citiz citizen citizens citizenship citrus city civ civic civil
    civilian civilians civilisation civilization civilizations civilized clad clade claim claimed
    claiming claims clair claire clam clamp clams clan cland clandestine clans clar clara clare
    clarence clarification clarified clarify clarifying clarity clark clarke clash clashes class
    classed classes classic classical classics classification classifications classified classifier
    classifiers classify classifying classmate classmates classroom classrooms claud claude claudius
    claus clause clauses claw claws clay clayton cle clean cleaned cleaner cleaners cleaning
    cleanliness cleans cleanse cleansing cleanup clear clearance cleared clearer clearing clearly
    clears cleavage cleft clement cleopatra cler clergy clerical clerk clerks cleveland clever clf
    cli click clicked clicking clicks client clients cliff clifford cliffs clim climate climates
    climatic climax climb climbed climbers climbing clin cling clinging clinic clinical clinically
    clinician clinicians clinics clinton clip clipping clippings clips clo cloak clock clocks
    clockwise clog clogged clone cloned clones cloning clos close closed closely closeness closer
    closes closest closet closing closure closures clot cloth clothes clothing clots clotting cloud
    clouds cloudy clover cloves clown clr cls club clubs clue clues clump clumps clust cluster
    clustered clustering clusters clut clutch clutter cly cmap cmd cmds cmos cms cnc cnn cns cnt
    coach coaches coaching coagulation coal coales coalition coalitions coals coarse coast coastal
    coastline coastlines coasts coat coated coating coatings coats coauthor cob cobalt coc coca
    cocaine cochle cochrane cock cockpit cockro cockroach cockroaches cocktail cocoa coconut cod
    code coded codes codex codified coding coefficient coefficients coer coerc coercion coercive
    coexist coexistence coff coffee coffin cog cogn cognition cognitive cogniz coh cohen coherence
    coherent cohes cohesion cohesive cohort cohorts coil coils coin coinage coinc coincide coincided
    coincidence coincides coined coins coke col cold colder coldest colds cole coleman coli colic
    colin colitis coll collab collabor collaborate collaborated collaborating collaboration
    collaborations collaborative collaboratively collaborator collaborators collage collagen
    collapse collapsed collapses collapsing collar collars collateral colle colleague colleagues
    collect collected collectibles collecting collection collections collective collectively
    collector collectors collects college colleges collide colliding collier collins collision
    collisions colloqu colloquial cologne colomb colombia colombian colon colonel colonial
    colonialism colonies colonists colonization colonize colonized colonizers colony color colorado
    coloration colorectal colored colorful coloring colorless colors colossal colour coloured
    colourful colouring colours cols columb columbia columbus column columns com coma comb combat
    combating combatting combination combinations combinator combine combined combines combining
    combust combustible combustion come comed comedy comes comet comets comfort comfortable
    comfortably comforting comic comics coming comm comma command commanded commander commanders
    commanding commandment commandments commands commas commem commemor commemorate commemorated
    commemorates commemorating commemoration commemorative commence commenced commencement commend
    commens comment commentaries commentary commentators commented commenting comments commerc
    commerce commercial commercialization commercially commercials commission commissioned
    commissioner commissioners commissioning commissions commit commitment commitments commits
    committed committee committees committing commod commodities commodity common commonalities
    commonly commonplace commons commonwealth commun communal communic communicate communicated
    communicates communicating communication communications communicative communicators communion
    communism communist communists communities community commute commuting comorbid comp compact
    compacted compaction compan companies companion companions companionship company compar
    comparable comparative comparatively compare compared compares comparing comparison comparisons
    compartment compartments compass compassion compassionate compat compatibility compatible compel
    compelled compelling compens compensate compensated compensation compensatory compet compete
    competed competence competencies competency competent competing competition competitions
    competitive competitiveness competitor competitors compilation compile compiled compiler
    compiling compl complain complained complaining complaint complaints comple complement
    complementary complemented complements complet complete completed completely completeness
    completes completing completion complex complexes complexion complexities complexity compliance
    compliant complicate complicated complicating complication complications compliment
    complimentary comply complying compon component components compos compose composed composer
    composers composing composite composites composition compositional compositions compost
    composting compound compounded compounding compounds compr compre comprehend comprehending
    comprehens comprehension comprehensive comprehensively compress compressed compresses
    compression compressor comprise comprised comprises comprising comprom compromise compromised
    compromises compromising compuls compulsive compulsory comput computation computational
    computations compute computed computer computerized computers computes computing comrades comte
    con conc concaten concave conce conceal concealed conced conceivable conceive conceived concent
    concentrate concentrated concentrates concentrating concentration concentrations concentric
    concept conception conceptions concepts conceptual concern concerned concerning concerns concert
    concerted concerts concession concessions concise conclud conclude concluded concludes
    concluding conclusion conclusions conclusive conclusively concom concord concrete concur
    concurrent concurrently concussion concussions cond condem condemn condemnation condemned
    condensation condensed condenser condit condition conditional conditioned conditioner
    conditioners conditioning conditions condom condoms condu conducive conduct conducted conducting
    conduction conductive conductivity conductor conductors conducts conduit cone cones conf confed
    confederacy confederate confederates confederation confer conference conferences conferencing
    conferred confess confessed confession confidence confident confidential confidentiality
    confidently config configuration configurations configure configured confine confined
    confinement confines confirm confirmation confirmed confirming confirms confisc confiscated
    conflic conflict conflicting conflicts confluence conform conformity confounding confron
    confront confrontation confronted confronting confuci confucian confucianism confucius confuse
    confused confusing confusion cong congen congenital congestion congo congrat congratulations
    congreg congregation congregations congress congressional congru conical conj conject conjecture
    conjug conjugate conjunct conjunction conjunctivitis conn connect connected connecticut
    connecting connection connections connective connectivity connector connectors connects
    connotation connotations conqu conquer conquered conquering conquest conquests conrad cons
    conscience conscientious conscious consciously consciousness consec consecrated consecutive
    consensus consent consequ consequence consequences consequent consequential consequently conserv
    conservancy conservation conservationists conservatism conservative conservatives conserve
    conserved conserving consid consider considerable considerably consideration considerations
    considered considering considers consist consisted consistency consistent consistently
    consisting consists consol console consoles consolidate consolidated consolidation conson
    consonant consonants consort consortium consp conspicuous conspiracy const constant constantin
    constantine constantinople constantly constants constell constellation constellations
    constipation constit constitu constituencies constituent constituents constitute constituted
    constitutes constituting constitution constitutional constitutions constrain constrained
    constraint constraints construct constructed constructing construction constructions
    constructive constructively constructor constructs construed consult consultant consultants
    consultation consultations consulted consulting consum consume consumed consumer consumerism
    consumers consumes consuming consumption cont contact contacted contacting contacts contag
    contagious contain contained container containers containing containment contains contamin
    contaminant contaminants contaminate contaminated contamination contempl contemplate
    contemplated contemplating contemplation contemplative contempor contemporaries contemporary
    contempt contend contends content contention contentious contents contest contested contests
    context contexts contextual contiguous contin continent continental continents conting
    contingency contingent continu continual continually continuation continue continued continues
    continuing continuity continuous continuously continuum contour contours contr contra
    contraception contraceptive contraceptives contract contracted contracting contraction
    contractions contractor contractors contracts contractual contrad contradict contradiction
    contradictions contradictory contradicts contraind contrary contrast contrasted contrasting
    contrasts contribut contribute contributed contributes contributing contribution contributions
    contributor contributors control controll controlled controller controllers controlling controls
    controvers controversial controversies controversy conund conv conve convection conven convened
    convenience convenient conveniently convent convention conventional conventionally conventions
    conver converge convergence convers conversation conversational conversations converse
    conversely conversion conversions convert converted converter converters converting converts
    convex convey conveyed conveying conveyor conveys convict convicted conviction convictions
    convin convince convinced convincing convolution convolutional convoy coo cook cooked cooker
    cookie cookies cooking cooks cookware cool coolant cooled cooler cooling cools coop cooper
    cooperate cooperating cooperation cooperative cooperatives coord coordinate coordinated
    coordinates coordinating coordination coordinator coords cop copd cope copenhagen copern
    copernicus copied copies coping copious copper coptic copy copying copyright copyrighted cor
    coral corals corb cord cords core cores coriander corinth corinthians cork corn cornea corneal
    cornelius cornell corner corners cornerstone cornwall coron corona coronary coronavirus corp
    corpor corporate corporation corporations corps corpse corpses corpus correct corrected
    correcting correction corrections corrective correctly correctness correl correlate correlated
    correlates correlation correlations correspond corresponded correspondence correspondent
    corresponding corresponds corrid corridor corridors corro corrobor corrosion corrosive corrupt
    corrupted corruption cors cort cortex cortic cortical corticosteroids cortisol cos cosine cosm
    cosmetic cosmetics cosmic cosmological cosmology cosmopolitan cosmos coss cost costa costing
    costly costs costume costumes cot cott cottage cotton cou couch cough coughing coughs coul could
    couldn coun council councils counsel counseling counsell counselling counselor counselors count
    counted counter counteract counterclockwise counterfeit counterpart counterparts
    counterproductive counters counties counting countless countries country countryside counts
    county coup couple coupled couples coupling cour courage courageous course courses coursework
    court courtesy courthouse courtroom courts courtship courty courtyard cous cousin cousins cov
    covalent covariance cove covenant cover coverage covered covering coverings covers covert
    coveted covid cow coward cowork coworkers cows cox coy coyotes cozy cpr cpu cpus cra crab crabs
    crack cracked crackers cracking cracks cradle craft crafted crafting crafts craftsmanship
    craftsmen craig cram cramping cramps cran cranberry crane cranes cranial crank crash crashed
    crashes crashing crater craters crave craving cravings craw crawford crawl crawling cray crayons
    crazy crc cre cream creams creamy creat create created creates creating creation creations
    creative creatively creativity creator creators creature creatures cred credential credentials
    credibility credible credit credited creditors credits cree creed creek creeks creep creeping
    crem creole crescent crest cret cretaceous crete crev crevices crew crews crib crick cricket
    crickets cried cries crim crime crimea crimean crimes criminal criminals cripp cris crises
    crisis crisp crispr crispy crist crit criteria criterion critic critical critically criticised
    criticism criticisms criticize criticized criticizing critics critique critiques critters cro
    croat croatia croatian croc crochet crocod crocodile crocodiles crohn crom cromwell cron crooked
    crop cropped cropping crops cross crossed crosses crossing crossings crossover crossroads crow
    crowd crowded crowding crowds crown crowned crowns crows crt cru cruc crucial crucified
    crucifixion crude cruel cruelty cruise cruising crunch crunchy crus crusade crusades crush
    crushed crusher crushing crust crustaceans cruz cry crying crypt cryptic crypto cryptocur
    cryptocurrencies cryptocurrency cryptographic cryptography cryst crystal crystall crystalline
    crystals csa csf csi csr css csv ctrl ctx ctypes cub cuba cuban cube cubes cubic cubs cuc
    cucumber cucumbers cue cues cuff cuisine cuisines cul culinary cull culm culmin culminated
    culminating culmination culp culprit culprits cult cultiv cultivar cultivars cultivate
    cultivated cultivating cultivation cultural culturally culture cultured cultures cum cumberland
    cumbersome cumin cumm cumulative cunning cunningham cup cups cur cura curated curative curator
    curators curb curcumin cure cured cures curing curiosity curious curiously curl curling curly
    curr currencies currency current currently currents curricula curricular curriculum curry curs
    curse cursed curses cursive cursor curt curtail curtain curtains curtis curv curvature curve
    curved curves cush cushing cushion cust custod custody custom customary customer customers
    customizable customization customize customized customs cut cutaneous cute cutoff cuts cutter
    cutters cutting cuttings cvd cyan cyanide cyber cyberbullying cybersecurity cyberspace cycl
    cycle cycles cyclic cyclical cycling cyclists cyclone cyclones cyl cylind cylinder cylinders
    cylindrical cyn cypress cypri cyprus cyrus cyst cystic cysts cyt cytok cytokine cytokines
    cytoplasm czech czechosl czechoslovakia dab dad dag dahl dai daily dairy daisy dakota dal dalai
    dale dallas dalton dam damage damaged damages damaging damascus dame damp dams dan dana dance
    danced dancer dancers dances dancing dandel dang danger dangerous dangerously dangers daniel
    danish dans dante danube dar dare dared daring dark darker darkest darkness dart dartmouth
    darwin das dash dashboard dashed dat data database databases dataframe datas dataset datasets
    date dated dates datetime dating daughter daughters daunting dav dave david davidson davies
    davis daw dawn dawson day daylight days daytime dayton dazz dazzling ddt dead deadliest deadline
    deadlines deadly deaf deafness deal dealer dealers dealing dealings deals dealt dean dear death
    deaths deb debate debated debates debating debilitating debit debor deborah debris debt debtor
    debts debug debugging debut dec decad decade decades decarbon decay decayed decaying dece
    deceased deceit deceive decel december decent decentral decentralization decentralized deception
    deceptive decib decide decided decidedly decides deciding deciduous decimal decimals decimated
    decipher deciphering decis decision decisions decisive decisively deck decks decl declaration
    declarations declare declared declares declaring decline declined declines declining decode
    decoded decoder decoding decolon decolonization decom decommission decompose decomposed
    decomposition deconstruct decor decorate decorated decorating decoration decorations decorative
    decorator decou decre decrease decreased decreases decreasing decree decreed decrees decrypt ded
    dedicate dedicated dedication dedu deduce deduced deduct deduction deductions dee deed deeds
    deem deemed deep deepcopy deepen deepened deepening deepens deeper deepest deeply deer def
    default defaultdict defaults defe defeat defeated defeating defeats defec defect defective
    defects defence defences defend defendant defendants defended defender defenders defending
    defense defenses defensive defer deferred defiance defic deficiencies deficiency deficient
    deficit deficits defin define defined defines defining definit definite definitely definition
    definitions definitive definitively deflect deforestation deform deformation deformed
    deformities deformity defy deg degeneration degenerative degrad degradation degrade degraded
    degrading degree degrees dehuman dehyd dehydrated dehydration deities deity del delaware delay
    delayed delaying delays dele delect delectable deleg delegate delegated delegates delegation
    delete deleted deleterious deleting deletion delhi deli delib deliber deliberate deliberately
    deliberation delic delicacy delicate delicious delight delighted delightful delights delim
    delimiter deline delinqu deliver deliverance delivered deliveries delivering delivers delivery
    dell della delta delusions delve delved delves delving dem demand demanded demanding demands
    demarc demean demeanor dementia demise demo democr democracies democracy democrat democratic
    democrats demographic demographics demol demolished demolition demon demons demonstr demonstrate
    demonstrated demonstrates demonstrating demonstration demonstrations den dend dendritic deng
    dengue denial denied denies denis denmark dennis denom denomination denominations denominator
    denote denoted denotes denoting denounced dens dense densely denser densities density dent
    dental dentist dentistry dentists denture dentures denver deny denying dep depart departed
    department departmental departments departure depend dependable depended dependence dependencies
    dependency dependent depending depends depict depicted depicting depiction depictions depicts
    depleted depletion deploy deployed deploying deployment deployments deport deportation deported
    depos deposit deposited deposition deposits depot depr deprecated depreciation depress depressed
    depression depressions depressive deprivation deprive deprived dept depth depths deputy der
    derby dere deriv derivation derivative derivatives derive derived derives deriving dermat
    dermatitis dermatologist dermatology derog des desalination desc descartes descend descendant
    descendants descended descending descends descent describ describe described describes
    describing descript description descriptions descriptive descriptor deseg desens desert deserted
    deserts deserve deserved deserves deserving desicc design designate designated designation
    designations designed designer designers designing designs desirable desire desired desires desk
    desks desktop desp despair desper desperate desperately desperation despite dessert desserts
    dest destabil destination destinations destined destiny destro destroy destroyed destroyer
    destroyers destroying destroys destruction destructive det detach detached detachment detail
    detailed detailing details detain detained detainees detect detectable detected detecting
    detection detective detectives detector detectors detects detention deter deterg detergent
    detergents deterior deteriorate deteriorated deteriorating deterioration determ determin
    determinant determinants determination determine determined determines determining determinism
    deterministic deterrence deterrent deton detox detoxification detract detriment detrimental
    detroit deut deuteronomy deutsch dev devast devastated devastating devastation develop developed
    developer developers developing development developmental developmentally developments develops
    deviation deviations device devices devil devise devised devising devoid devon devote devoted
    devotees devotion devotional devout dew dewey dex dexter dexterity dha dharma dhcp dia diabetes
    diabetic diabetics diagn diagnose diagnosed diagnoses diagnosing diagnosis diagnostic
    diagnostics diagon diagonal diagram diagrams dial dialect dialectical dialects dialog dialogue
    dialogues dialysis diam diameter diameters diamond diamonds diana diane diaper diaphrag
    diaphragm diaries diarr diarrhea diarrhoea diary dias diaspora diast diastolic dic dice dich
    dichotomy dick dickens dickinson dict dictate dictated dictates dictator dictators dictatorship
    diction dictionaries dictionary did didactic didn die died diego dielectric dies diesel diet
    dietary dieting dietitian diets diff differ differe differed difference differences different
    differential differentiate differentiated differentiating differentiation differently differing
    differs difficult difficulties difficulty diffraction diffuse diffusion dig digest digested
    digestible digestion digestive digging digit digital digitally digitized digits dign dignity dil
    dilated dilation dilem dilemma dilemmas dilig diligence diligent diligently dilute diluted
    dilution dim dimension dimensional dimensions dimin diminish diminished diminishes diminishing
    din dining dinner dinosaur dinosaurs diocese diode diodes dion dionys dioxide dip diph dipl
    diplom diploma diplomacy diplomat diplomatic diplomats dipole dipped dipping dips dir dire
    direct directed directing direction directional directions directive directives directly
    director directorate directories directors directory directs dirt dirty dis disabilities
    disability disable disabled disabling disadvant disadvantage disadvantaged disadvantages disag
    disagree disagreed disagreement disagreements disapp disappear disappearance disappeared
    disappearing disappears disappoint disappointed disappointing disappointment disappro disaster
    disasters disastrous disband disbelief disc discard discarded discern discerning discernment
    discharg discharge discharged discharges discipl disciple disciples disciplinary discipline
    disciplined disciplines disclaimer disclose disclosed disclosing disclosure discol discoloration
    discomfort disconnect disconnected discontent discontin discontinued discord discount discounted
    discounts discourag discourage discouraged discouraging discourse discourses discover discovered
    discoveries discovering discovers discovery discre discreet discrep discrepancies discrepancy
    discrete discretion discretionary discrim discriminate discriminated discrimination
    discriminatory discs discuss discussed discusses discussing discussion discussions dise disease
    diseased diseases disenfranch diseng disg disgrace disgu disguise disguised disgust dish
    disheart dishes dishon dishonest dishonesty dishwas dishwasher disillusion disinf disinfect
    disinfectant disinfection disinformation disinteg disintegration disk disks disl dislike
    dislocation dismant dismantle dismantled dismantling dismay dismiss dismissal dismissed disney
    disob disobedience disorder disordered disorders disp dispar disparate disparities disparity
    dispat dispatch dispatched dispens dispers dispersal disperse dispersed dispersion displ
    displace displaced displacement display displayed displaying displays dispos disposable disposal
    dispose disposed disposing disposition dispositions disposs dispro disproportion
    disproportionate disproportionately disput dispute disputed disputes disreg disregard disrespect
    disrupt disrupted disrupting disruption disruptions disruptive disrupts diss dissatis
    dissatisfaction dissect dissection dissemin disseminate disseminated disseminating dissemination
    dissent dissertation dissimilar dissip dissipate dissipation dissoci dissociation dissol
    dissolution dissolve dissolved dissolves dissolving disson dist distal distance distances
    distancing distant distill distillation distilled distinct distinction distinctions distinctive
    distinctly distingu distinguish distinguished distinguishes distinguishing distort distorted
    distortion distortions distract distracted distracting distraction distractions distress
    distressed distressing distribut distribute distributed distributes distributing distribution
    distributions distributors district districts distrust disturb disturbance disturbances
    disturbed disturbing ditch ditches diure diuretic diurnal div dive diver divergence divergent
    divers diverse diversification diversified diversify diversion diversity divert diverted dives
    divid divide divided dividend dividends divides dividing divine diving divinity divisible
    division divisions divisive divor divorce divorced diwali dix dixon diy dizziness django dna dnr
    dns dob doc dock docker docking docks docs doct doctor doctoral doctorate doctors doctr
    doctrinal doctrine doctrines document documentaries documentary documentation documented
    documenting documents dod doe does doesn dog dogma dogs doi doing dol doll dollar dollars dolls
    dolph dolphin dolphins dom domain domains dome domes domest domestic domestically domesticated
    domestication domin dominance dominant dominate dominated dominates dominating domination doming
    dominican dominion don donald donate donated donating donation donations done dong donkey donor
    donors dont doom doomed door doors doorstep doorway dop dopamine doppler dor dorm dormancy
    dormant dorothy dors dorsal dos dosage dosages dose doses dosing dot dots dotted dou doub double
    doubled doubles doubling doubt doubtful doubtless doubts doug dough dougl douglas douglass dove
    dover dow down downfall downhill download downloadable downloaded downloading downloads downs
    downside downstream downt downtime downtown downturn downward downwards doyle dozen dozens dpi
    dps dra draft drafted drafting drafts drag dragged dragging dragon dragons drain drainage
    drained draining drains drake dram drama dramas dramat dramatic dramatically drank drastic
    drastically draw drawback drawbacks drawer drawing drawings drawn draws drc dre dread dreaded
    dreadful dream dreamed dreaming dreams dred dredging dres dresden dress dressed dresses dressing
    dressings drew dri dried drier dries drift drifted drifting drill drilled drilling drills drink
    drinkers drinking drinks drip drive driven driver drivers drives driving dro drone drones drop
    droplet droplets dropout dropped dropping droppings drops drosophila drought droughts drove drow
    drown drowned drowning drowsiness dru drug drugs drum drums drunk drunken dry dryer drying
    dryness dsl dsm dst dtype dual duality dub dubai dubbed dubious dublin duc duch duck ducks duct
    ducts dud dudley due duel duff dug duke dul dull duly dum dumb dummy dump dumped dumping dumps
    dun duncan dund dunes dung dunn duo dup duplicate duplicated duplicates duplication dur
    durability durable duration durations durham during dusk dust dusty dut dutch duties duty dvd
    dwar dwarf dwarfs dwell dwellers dwelling dwellings dwight dwind dwindling dye dyed dyeing dyes
    dying dyn dynam dynamic dynamically dynamics dynasties dynasty dys dysfunction dysfunctional
    dyslexia dysph dysplasia dyst dystop dystopian dystrophy each eager eagerly eagle eagles ear
    eard eardrum earl earlier earliest early earn earned earnest earning earnings earns ears earth
    earthen earthly earthqu earthquake earthquakes earthworms earthy eas ease easier easiest easily
    easing east easter eastern eastward easy eat eaten eater eaters eating eats eaves ebola ebook
    eccentric ecclesiastical ecg ech echo echoed echoes echoing eck eclectic eclips eclipse eclipses
    eco ecol ecological ecologically ecologist ecologists ecology econom economic economical
    economically economics economies economist economists economy ecosystem ecosystems ect ecuador
    eczema edd edema eden edgar edge edges edible edict edifice edinburgh edison edit editable
    edited edith editing edition editions editor editorial editors edits edmonton edmund edo eds edt
    edu educ educate educated educating education educational educator educators edward edwards
    edwin eeg eel eerie eff effect effected effective effectively effectiveness effects effic
    efficacy efficiencies efficiency efficient efficiently effluent effort effortless effortlessly
    efforts egal egalitarian egg eggplant eggs ego egypt egyptian egyptians ehr eia eid eigen
    eigenvalues eight eighteen eighteenth eighth eighty einstein eis eisen eisenhower either eject
    ejected elab elabor elaborate elaborated elapsed elast elastic elasticity elbow elbows eld elder
    elderly elders eldest ele eleanor elect elected election elections elective electoral electorate
    electr electric electrical electrically electricity electrification electro electroc
    electrochemical electrode electrodes electroly electrolyte electrolytes electrom electromagnetic
    electron electronic electronically electronics electrons electroph electrostatic eleg elegance
    elegans elegant elem element elemental elementary elements eleph elephant elephants elev elevate
    elevated elevating elevation elevations elevator elevators eleven eleventh eli elias elic elicit
    elicited elif elig eligibility eligible elijah elim eliminate eliminated eliminates eliminating
    elimination eliot elis elite elites eliza elizabeth elizabethan elk ell ella ellen elli elliott
    ellip ellipse elliptical ellis elm elong elongated eloqu eloquent els else elsevier elsewhere
    eluc elucidate elucidating elusive email emails eman emanating emancip emancipation emb embargo
    embark embarked embarking embarr embarrassed embarrassing embarrassment embassy embed embedded
    embedding embeddings embell emblem embod embodied embodies embodiment embody embodying embra
    embrace embraced embraces embracing embro embroidery embry embryo embryonic embryos emer emerg
    emerge emerged emergence emergencies emergency emergent emerges emerging emerson emf emig
    emigrated emigration emily eminent emir emirates emission emissions emit emits emitted emitter
    emitting emma emory emot emotion emotional emotionally emotions emp empath empathetic empathize
    empathy emperor emperors emph emphas emphasis emphasise emphasised emphasize emphasized
    emphasizes emphasizing empir empire empires empirical empirically employ employed employee
    employees employer employers employing employment employs empower empowered empowering
    empowerment empowers empress empt emptied emptiness empty emptying ems emulate emulsion enab
    enable enabled enables enabling enact enacted enactment enamel enc encaps encapsulated encephal
    encephalitis ench enchanting encir encl enclosed enclosure enclosures encode encoded encoder
    encodes encoding encomp encompass encompassed encompasses encompassing encou encounter
    encountered encountering encounters encourag encourage encouraged encouragement encourages
    encouraging encro encroachment encrypt encrypted encryption encyclop encyclopedia end endanger
    endangered ende endeav endeavor endeavors endeavour ended endemic ender ending endings endless
    endocrine endogenous endomet endometrial endometriosis endorph endorphins endors endorse
    endorsed endorsement endos endot endothelial endowed endpoint endpoints ends endurance endure
    endured enduring enem enemies enemy energ energet energetic energies energized energy enfor
    enforce enforced enforcement enforcing eng engage engaged engagement engagements engages
    engaging engel engels engender engine engineer engineered engineering engineers engines engl
    england english engra engraved engraving engravings engross engrossed engulf enh enhance
    enhanced enhancement enhancements enhances enhancing enigmatic enj enjoy enjoyable enjoyed
    enjoying enjoyment enjoys enl enlarg enlarge enlarged enlargement enlight enlightened
    enlightening enlightenment enlist enlisted enoch enorm enormous enormously enough enric enrich
    enriched enriches enriching enrichment enrol enroll enrolled enrolling enrollment ens ensemble
    ensembles enshr enshrined ensl enslaved enslavement ensued ensuing ensure ensured ensures
    ensuring ent entail entails entang entangled entanglement enter entered entering enterpr
    enterprise enterprises enters entertain entertained entertaining entertainment enthus enthusi
    enthusiasm enthusiast enthusiastic enthusiastically enthusiasts entice enticing entire entirely
    entirety entit entities entitled entitlement entity entom entrance entrances entrenched
    entreprene entrepreneur entrepreneurial entrepreneurs entrepreneurship entries entropy entrusted
    entry enum enumerate enumerated env envelop envelope envelopes environ environment environmental
    environmentalists environmentally environments envis envision envisioned envy enzymatic enzyme
    enzymes eosin epa eph ephemer ephemeral ephes epic epics epid epidem epidemi epidemic epidemics
    epidemiological epidemiology epidermis epigen epigenetic epile epilepsy epis episcopal episode
    episodes epist epistem epistemology epit epithelial epithelium epoch epochs epoxy eps epsilon
    epstein equ equal equality equally equals equate equates equation equations equator equatorial
    equilibrium equine equinox equip equipment equipped equipping equips equitable equity equival
    equivalence equivalent equivalents era erad eradicate eradicated eradicating eradication eras
    erase erased erasmus erasure erd erect erected erection erg ergon ergonomic eric erie erik erin
    erit ern ernest ernst erode eroded eroding erosion erotic err erratic errone erroneous error
    errors eru erupt erupted eruption eruptions ery eryth erythe esa esc escal escalate escalated
    escalating escalation escap escape escaped escapes escaping escher escherichia escort esk esl
    esoph esophageal esophagus esoteric esp especially espionage ess essay essays essence essential
    essentially essentials essex est estab establish established establishes establishing
    establishment establishments estate estates esteem esteemed esther estim estimate estimated
    estimates estimating estimation estonia estrogen estu estuaries estuary etc etched etching
    eternal eternity eth ethan ethanol ether ethereum ethernet ethic ethical ethically ethics ethiop
    ethiopia ethiopian ethn ethnic ethnicities ethnicity ethnographic ethos ethylene etiology
    etiquette etrus etym etymology eucalyptus euch eucharist euclidean eug eugene eugenics eukary
    eukaryotic euler euph eur eurasia eurasian eure euro europa europe european europeans euros eut
    euth euthanasia eva evac evacuate evacuated evacuation evade eval evalu evaluate evaluated
    evaluates evaluating evaluation evaluations evangel evangelical evans evap evapor evaporate
    evaporated evaporates evaporation eve even evening evenings evenly event events eventual
    eventually ever evere everest everglades evergreen everlasting every everybody everyday everyone
    everything everywhere evid evidence evidenced evidences evident evidently evil evils evocative
    evoke evoked evokes evol evolution evolutionary evolve evolved evolves evolving evs exacerb
    exacerbate exacerbated exacerbating exact exactly exagger exaggerated exaggeration exalted exam
    examin examination examinations examine examined examiner examines examining example examples
    exams exc excav excavated excavation excavations exceed exceeded exceeding exceedingly exceeds
    excel excell excelled excellence excellent except exception exceptional exceptionally exceptions
    excer excerpt excerpts excess excesses excessive excessively exch exchange exchanged exchanger
    exchanges exchanging excitation excite excited excitedly excitement exciting exclaimed exclude
    excluded excludes excluding exclusion exclusive exclusively excre excreted excretion excurs
    excursions excuse excuses exec execut executable execute executed executes executing execution
    executions executive executives executor exempl exemplary exemplified exemplifies exemplify
    exempt exemption exemptions exerc exercise exercised exercises exercising exert exerted exertion
    exerts exeter exfol exh exhale exhaust exhausted exhausting exhaustion exhaustive exhib exhibit
    exhibited exhibiting exhibition exhibitions exhibits exhilar exhilarating exile exiled exist
    existed existence existential existing exists exit exiting exits exodus exogenous exon exoplan
    exoplanets exotic exp expand expanded expanding expands expans expanse expansion expansions
    expansive expect expectancy expectation expectations expected expecting expects exped expedition
    expeditions expel expelled expend expended expenditure expenditures expense expenses expensive
    exper experi experience experienced experiences experiencing experiential experim experiment
    experimental experimentally experimentation experimented experimenting experiments expert
    expertise experts expiration expire expired expires expl explain explained explaining explains
    explan explanation explanations explanatory explicit explicitly explo explode exploded exploding
    exploit exploitation exploited exploiting exploits exploration explorations exploratory explore
    explored explorer explorers explores exploring explos explosion explosions explosive explosives
    expon exponent exponential exponentially exponents export exported exporter exporting exports
    expos expose exposed exposes exposing exposition expository exposure exposures expr express
    expressed expresses expressing expression expressions expressive expressly expulsion exquisite
    ext extant extend extended extending extends extension extensions extensive extensively extent
    exterior extermin extermination external externally extinct extinction extinctions exting
    extingu extinguished extr extra extracellular extract extracted extracting extraction extracts
    extracurricular extraord extraordinarily extraordinary extrapol extras extrater extraterrestrial
    extravag extravagant extrem extreme extremely extremes extremist extremities extremity extrinsic
    extruder extrusion eye eyeb eyebrows eyel eyelid eyelids eyes eyesight eyew eyewitness ezekiel
    ezra faa fab fabric fabricated fabrication fabrics fabulous fac facade face facebook faced faces
    facet facets facial facilit facilitate facilitated facilitates facilitating facilitator
    facilitators facilities facility facing fact faction factions facto factor factories factoring
    factors factory facts factual facult faculties faculty fade faded fading fahrenheit fail failed
    failing fails failure failures faint fair faire fairer fairly fairness fairs fairy faith
    faithful faithfully faiths fake fal falcon falk fall fallacy fallen falling fallopian fallout
    falls fals false falsehood falsely fam fame famed familial familiar familiarity familiarize
    families family famine famous famously fan fancy fans fant fantasies fantastic fantastical
    fantasy fao faq far faraway fare farewell farm farmed farmer farmers farming farmland farms fart
    farther farthest fasc fasci fascia fascinated fascinating fascination fascism fascist fashion
    fashionable fashioned fast fastened faster fastest fasting fat fatal fatalities fatality fate
    fateful father fathers fatig fatigue fatigued fats fatty fau fauc faucet faul fault faults
    faulty fauna faust fav favor favorable favorably favored favoring favorite favorites favors
    favour favourable favoured favourite fax fay fbi fcc fda fdr fear feared fearful fearing
    fearless fears feas feasibility feasible feast feasts feat feather feathered feathers feats
    feature featured features featuring feb february fecal feces fed federal federalism federally
    federation fee feed feedback feeder feeders feeding feeds feedstock feel feeling feelings feels
    fees feet fel feld feline felix fell fellow fellows fellowship felt fem female females femin
    feminine femininity feminism feminist feminists femoral femur fen fence fences fencing fend feng
    fer feral ferdinand ferg ferguson ferm ferment fermentation fermented fern fernando ferns ferr
    ferry fert fertil fertile fertiliser fertility fertilization fertilize fertilized fertilizer
    fertilizers ferv fest festival festivals festive festivities fet fetal fetch fetus feudal fever
    fevers few fewer fiat fib fiber fiberglass fibers fibr fibre fibres fibrillation fibro
    fibromyalgia fibrosis fibrous fict fiction fictional fid fidelity field fields fieldwork fier
    fierc fierce fiercely fiery fif fifteen fifteenth fifth fifty fig fight fighter fighters
    fighting fights figs figur figurative figure figured figures figurines figuring fiji fil
    filament filaments file filed filename filenames filepath files filesystem filing filip filipino
    filipinos fill filled filler filling fillings fills film filmed filming filmmaker filmmakers
    films filt filter filtered filtering filters filtration fin final finalized finally financ
    finance financed finances financial financially financing find finding findings finds fine fined
    finely finer fines finest fing finger fingern fingerprint fingerprints fingers fingert
    fingertips finish finished finishes finishing finite finland finn finnish fins fir fire firearm
    firearms fired firef firefighters firefox fireplace fires firewall firewalls firewood fireworks
    firing firm firmly firms firmware first firsthand firstly firstname firstsum fiscal fischer fish
    fisher fisheries fisherman fishermen fishery fishes fishing fiss fission fist fit fitness fits
    fitted fitting fittings fitz fitzgerald five fix fixation fixed fixes fixing fixture fixtures
    flag flags flagship flair flakes flame flames flaming flamm flammable flanders flank flap flaps
    flare flares flash flashcards flashes flashing flashlight flask flat flats flatten flattened
    flav flavon flavonoids flavor flavored flavorful flavors flavour flaw flawed flaws flax fle flea
    fleas fled fledgling flee fleeing fleet fleeting fleets flem fleming flemish fles flesh fleshy
    fletcher flew flex flexibility flexible flexion flick flickr flies flight flights flint flip
    flipped flipping flo float floated floating floats flock flocks flood flooded flooding
    floodplain floods floor flooring floors floppy flor flora floral flore florence florent florida
    floss flossing flour flourish flourished flourishing flow flowed flower flowering flowers
    flowing flown flows floyd flu fluct fluctu fluctuate fluctuating fluctuation fluctuations
    fluency fluent fluently fluffy fluid fluidity fluids fluor fluores fluorescence fluorescent
    fluoride flush flushed flushing flute flux fluxes fly flyers flying fmri fmt fname foam foc
    focal focus focused focuses focusing focussed fodder foe foes fog foil fol folate fold folded
    folder folders folding folds foliage folic folk folklore folks folktales follic follicle
    follicles follow followed follower followers following follows folly fon fond font fonts
    fontsize foo food foodborne foods foodstuffs fool foolish foot footage football footh foothills
    footing footnote footnotes footprint footprints footsteps footwear for forage foraging forb
    forbes forbid forbidden forc force forced forceful forcefully forces forcibly forcing ford fore
    forearm forecast forecasting forecasts forefront foreground forehead foreign foreigners foremost
    forensic forensics fores foresee foreseeable foreshad foresight forest forested forestry forests
    forever forg forge forged forget forgetting forging forgive forgiven forgiveness forgiving
    forgot forgotten fork forks form formal formaldehyde formalized formally format formation
    formations formative formats formatted formatting formed former formerly formidable forming
    forms formula formulas formulate formulated formulating formulation formulations forrest fors
    fort forth forthcoming fortification fortifications fortified fortress forts fortun fortunate
    fortunately fortune fortunes forty forum forums forward forwarded forwarding forwards foss
    fossil fossilized fossils fost foster fostered fostering fosters fou fought foul found
    foundation foundational foundations founded founder founders founding fountain fountains four
    fourier fourteen fourteenth fourth fowler fox foxes fra fracking fract fraction fractional
    fractions fracture fractured fractures fracturing frag fragile fragility fragment fragmentation
    fragmented fragments fragrance fragrant fram frame framed frames framew framework frameworks
    framing fran franc france frances francesco franch franchise francis francisc franciscan
    francisco franco frank frankenstein frankfurt franklin frankly frant franz fraser fraternity
    fraud fraudulent fraught fray fre fred freder frederick free freed freedom freedoms freeing
    freel freelance freely freem freeman freeze freezer freezes freezing freight fren french freq
    frequ frequencies frequency frequent frequently fres fresco frescoes fresh freshly freshman
    freshness freshwater fret freud fri friction friday fridge fried friedman friedrich friend
    friendly friends friendship friendships fries frig fright frightened frightening fringe fritz
    fro frog frogs from front frontal frontier frontiers frontline fronts frost frozen fru fructose
    fruit fruitful fruiting fruition fruits frust frustrated frustrating frustration frustrations
    fry frying ftp fuel fueled fueling fuels fug fuj fuk fukushima ful fulf fulfil fulfill fulfilled
    fulfilling fulfillment full fuller fullest fullness fully fum fumes fun func function functional
    functionalities functionality functionally functioned functioning functions functools fund
    fundament fundamental fundamentally fundamentals funded funding fundraising funds funeral fung
    fungal fungi fungicide fungus funnel funny fur furious furn furnace furnaces furnish furnished
    furnishings furniture furry furthe further furthermore fury fus fuse fused fuselage fuses fusion
    fuss fut futile future futures futuristic fuzzy gab gaba gabriel gad gadget gadgets gael gaelic
    gag gain gained gaining gains gait gal galactic galapagos galax galaxies galaxy gale galile
    galilee galileo gall gallbladder galleries gallery gallon gallons galvan galvanized galveston
    gam gamb gambling game gameplay gamers games gamification gaming gamma gan gand gandhi ganes
    gang ganga gangs gap gaps gar garage garbage garc garcia gard garden gardener gardeners
    gardening gardens gardner garlic garment garments garn garnered garrison gary gas gaseous gases
    gasoline gasses gast gastric gastro gastroenter gastrointestinal gastronomy gate gates gateway
    gather gathered gathering gatherings gathers gating gatsby gau gauge gauges gaul gaussian gaut
    gav gave gay gaz gaza gaze gazette gazing gcse gdp gdpr gear geared gears geese gel gelatin gels
    gem gemini gems gemstone gemstones gen gender gendered genders gene genealog genealogical
    genealogy gener genera general generalization generalize generalized generally generals generate
    generated generates generating generation generational generations generative generator
    generators generic generosity generous generously genes genesis genet genetic genetically
    genetics geneva genital genitals genius genocide genome genomes genomic genomics genotype
    genotypes genre genres gent gentile gentiles gentle gentleman gentlemen gently genu genuine
    genuinely genus geo geoff geoffrey geographic geographical geographically geography geologic
    geological geologist geologists geology geom geomet geometric geometrical geometries geometry
    geophysical geopolitical georg george georges georgetown georgia georgian geos geospatial
    geothermal ger gerald gerd germ german germanic germans germany germinate germination germs gert
    gertrude ges gest gestation gestational gesture gestures get getattr gets getting getty
    gettysburg ghana ghetto ghg ghost ghosts ghz giant giants gib gibbs gibraltar gibson gif gift
    gifted gifts gig gigantic gil gilbert gill gills gin ging ginger gingivitis giov giovanni gir
    gira giraffe giraffes gird girl girlfriend girls gis git github give given gives giving giza
    glac glacial glacier glaciers glad glam glance gland glands glare glasgow glass glasses glaucoma
    glaze glazing gle glean gleaned glen glenn gli glide gliding glimp glimps glimpse glimpses
    glitter glo glob global globalization globalized globally globe glomer gloomy glor glorious
    glory gloss glossary glossy glou gloucester glove gloves glow glowing gluc glucose glue glued
    glut glutamate glutathione gluten gly glyc glycemic glycer glycogen glycol glycos glyph
    glyphosate gmo gmos gmt gnostic gnu goal goals goat goats gob god goddard goddess goddesses gods
    goes goethe goggles gogh going gol gold goldberg golden goldfish goldman golf gom gon gond gone
    gonna gonz good goodbye goodman goodness goods goodwill google goose gor gordon gore gorge
    gorgeous gorilla gorillas gos gospel gospels goss gossip got gothic gott gotten gould gour gout
    gov gover govern governance governed governing government governmental governments governor
    governors governs gpa gpio gps gpu gpus gra grab grabbed grabbing grabs grace graceful
    gracefully gracious grad grade graded grader graders grades gradient gradients grading gradu
    gradual gradually graduate graduated graduates graduating graduation graffiti graft grafting
    graham grain grains gram grammar grammat grammatical grams gran grand grandchildren grande
    grandeur grandfather grandma grandmother grandparents grandson granite grant granted granting
    grants granul granular granules grape grapefruit grapes graph graphe graphene graphic graphical
    graphics graphing graphite graphs grapp grapple grappled grapples grappling gras grasp grasped
    grasping grass grasses grasshop grassland grasslands grassroots grassy grat grate grateful
    gratification gratitude grav grave gravel graves gravey gravit gravitational gravity gray graze
    grazing gre grease great greater greatest greatly greatness greco gree greece greed greedy greek
    greeks green greene greener greenery greenhouse greenhouses greenish greenland greenpeace greens
    greenwich greenwood greet greeted greeting greetings greg gregorian gregory gren gret grew grey
    gri grid grids grie grief griev grievances grieving griff griffin griffith grill grilled
    grilling grim grind grinding grip gripping grips grit grizz grizzly gro grocer groceries grocery
    groin groom grooming groove grooves gross grou ground groundbreaking grounded grounding grounds
    groundwater groundwork group grouped grouping groupings groups grouse grove groves grow grower
    growers growing grown grows growth growths gru guam guang guarant guarantee guaranteed
    guaranteeing guarantees guard guarded guardian guardians guarding guards guate guatemala guerr
    guerrilla guess guessed guesses guessing guest guests gui guid guidance guide guided guideline
    guidelines guides guiding guild guill guilt guilty guin guinea guise guitar guitars gujar
    gujarat gul gulf gull gum gums gun gunpowder guns gupta gur guru gust gustav gut gutenberg guts
    guy guys gym gymn gymnastics gynec gypsum hab habit habitable habitat habitation habitats habits
    habitual habsburg hack hacked hacker hackers hacking hacks had hadn hadrian haem hag hague hahn
    hail hailed hair hairs hairst hairy hait haiti haitian haj hak hal hale half halfway halifax
    hall hallmark halloween halls halluc hallucinations halo halt halted halves ham hamas hamburg
    hamilton hamlet hamm hammer hamper hampered hamps hampshire hampton han hancock hand handbook
    handed handful handheld handic handing handle handled handler handlers handles handling handmade
    handout handouts hands handsome handwriting handwritten handy hang hanged hanging hangs hann
    hannah hans hansen hanukkah haplot happ happen happened happening happenings happens happier
    happily happiness happy har harassed harassment harb harbor harbors harbour hard harden hardened
    hardening harder hardest hardiness harding hardly hardness hardship hardships hardware hardwood
    hardworking hardy hare harlem harm harmed harmful harming harmless harmon harmonic harmonics
    harmonies harmonious harmoniously harmony harmonyville harms harness harnessed harnessing harold
    harp harper harr harriet harris harrison harry hars harsh hart hartford harv harvard harvest
    harvested harvesting harvests harvey has hasattr hash hashem hashlib hasht hask hasn hass hassan
    hassle hast hastings hat hatch hatched hatching hate hated hath hatred hats haul haunt haunted
    haunting hav havana have haven having havoc haw hawai hawaii hawaiian hawk hawking hawkins hawks
    hay hayes haz hazard hazardous hazards haze hazel hbv hcv hdl head headache headaches headed
    header headers headfirst heading headings headline headlines headphones headquarters heads heal
    healed healers healing heals health healthcare healthful healthier healthiest healthwise healthy
    heap hear heard hearing hearings hears heart heartbeat heartburn heartfelt hearth hearts hearty
    heat heated heater heaters heath heather heating heats heav heaven heavenly heavens heavier
    heaviest heavily heavy heb hebrew hebrews hect hectare hectares hed hedge heed heel heels hefty
    hegel hegemon hegemonic hegemony heidelberg height heighten heightened heights hein heinrich
    heir heirs hel held helen helena helic helicopter helicopters helium helix hell hellen
    hellenistic hello helm helmet helmets help helped helper helpers helpful helping helpless helps
    hels helsinki hem hemat heming hemingway hemisp hemisphere hemispheres hemoglobin hemorrh
    hemorrhage hemorrhagic hemp hen hence hend henderson henri henry hens hep hepat hepatic
    hepatitis her heral herald herb herbaceous herbal herbert herbicide herbicides herbivores herbs
    herc hercules herd herds here hereby hered hereditary herein heres heresy heritage herm herman
    hermann hermene hermit hern hernia hero herod herodotus heroes heroic heroin heroine heroism
    herpes herring hers herschel herself hert herz hes hesit hesitant hesitate hesitated hesitation
    hess heter heterogeneity heterogeneous heterosexual heuristic hew hex hexagonal hey hib hibern
    hibernation hid hidden hide hides hiding hier hierarch hierarchical hierarchies hierarchy
    hieroglyph hig higgins higgs high higher highest highland highlands highlight highlighted
    highlighting highlights highly highs highway highways hij hike hiking hil hilar hilarious hild
    hill hillary hills hillside him himal himalayan himalayas himself hin hind hinder hindered
    hindering hinders hindi hindu hinduism hindus hing hinge hinges hint hints hip hipaa hipp hippoc
    hippocampus hips hir hire hired hiring hiro hirosh hiroshima hirsch his hispan hispanic
    hispanics hist histamine histogram histor historian historians historic historical historically
    histories historiography history hit hitch hither hitherto hitler hits hitt hitting hiv hive
    hives hla hmm hms hoard hoarding hob hobbies hobby hoc hockey hod hodg hof hoff hoffman hog hok
    hol hold holder holders holding holdings holds hole holes holiday holidays holiness holistic
    holl holland hollow holly hollywood holmes holocaust holocene holog holt holy hom homage home
    homeland homeless homelessness homemade homeopathic homeopathy homeostasis homeowner homeowners
    homepage homer homes homeschool homeschooling homestead hometown homework homicide homin homo
    homogen homogeneous homologous homosexual homosexuality hon hond honduras hone honest honestly
    honesty honey honeybees hong honing honolulu honor honorable honorary honored honoring honors
    honour honours hoo hood hoof hook hooked hooks hoop hoover hop hope hoped hopeful hopefully
    hopeless hopelessness hopes hoping hopkins hopping hops hor horace horiz horizon horizons
    horizontal horizontally horm hormonal hormone hormones horn horns horr horrible horrific horror
    horrors hors horse horseback horsepower horses hort horticultural horticulture hos hose hoses
    hosp hospital hospitality hospitalization hospitalizations hospitalized hospitals host hostage
    hosted hostile hostilities hostility hosting hostname hosts hot hotel hotels hots hotspot
    hotspots hotter hottest hou houghton hour hourly hours hous house housed household households
    houses housing houston hover hovering how howard howe however hpv href hrs hsv html http
    httpresponse https huang hub hubble hubs huck hud hudson hue hues huff hug huge hugely hugh
    hughes hugo huh hul hull hum human humane humanism humanitarian humanities humanity humankind
    humans humb humble humboldt hume humid humidity humili humiliation humility humming hummingbirds
    humor humorous humour hump humph hun hundred hundreds hung hungarian hungary hunger hungry hunt
    hunted hunter hunters hunting huntington hunts hur hurd hurdle hurdles huron hurricane
    hurricanes hurried hurry hurt hurtful hurting hurts hus husband husbandry husbands huss hussein
    hut hutch hutchinson huts huxley hvac hybrid hybridization hybrids hyd hyde hyder hyderabad
    hydrated hydration hydraulic hydro hydroc hydrocarbon hydrocarbons hydrochlor hydroelectric
    hydrogen hydrological hydrology hydroly hydrolysis hydrop hydroph hydrophobic hydroponic
    hydropower hydrothermal hydrox hydroxide hygi hygien hygiene hygienic hym hymn hymns hyp hype
    hyper hyperactivity hypers hypersensitivity hypert hypertension hyperthyroidism hypnosis hypnot
    hypo hypocr hypocrisy hypogly hypoglycemia hypot hypoth hypothalamus hypothermia hypothes
    hypotheses hypothesis hypothesized hypothetical hypothyroidism hypoxia hyster ian iber iberian
    ibid ibm ibn ibrahim ibs ibuprofen icc icd ice iceberg iceland icelandic ich icon iconic
    iconography icons ict icy idaho ide idea ideal idealism idealized ideally ideals ideas ideation
    ident identical identifiable identification identified identifier identifiers identifies
    identify identifying identities identity ideological ideologies ideology idi idiom idioms
    idiosync idle idol idolat idolatry idols ids idx ieee ielts iep igg ign igneous ignite ignited
    ignition ignor ignorance ignorant ignore ignored ignores ignoring iii ili iliad ill ille illeg
    illegal illegally illegit illegitimate illicit illinois illiterate illness illnesses illum
    illumin illuminate illuminated illuminates illuminating illumination illusion illusions illust
    illustrate illustrated illustrates illustrating illustration illustrations illustrative
    illustrator illustrious imag image imagery images imagin imaginable imaginary imagination
    imaginations imaginative imagine imagined imaging imagining imam imb imbal imbalance imbalances
    imbued imf img imitate imitating imitation imm immature immedi immediate immediately immense
    immensely immers immerse immersed immersing immersion immersive immig immigrant immigrants
    immigrated immigration imminent immobil immoral immort immortal immortality immun immune
    immunity immunization immunodeficiency immunology immunos immunosupp immunotherapy immutable imp
    impact impacted impactful impacting impacts impair impaired impairment impairments impairs
    impart impartial impat impatient impe imped impedance impede impending imper imperative
    imperfect imperfections imperial imperialism imperialist impetus impl implant implantation
    implanted implants implement implementation implementations implemented implementing implements
    implicated implication implications implicit implicitly implied implies imply implying import
    importance important importantly importation imported importerror importing imports impose
    imposed imposes imposing imposition impossible impover impoverished impractical impregn impress
    impressed impression impressions impressive imprint imprison imprisoned imprisonment impro
    improb improper improperly improv improve improved improvement improvements improves improving
    improvis improvisation improvised impul impuls impulse impulses impulsive impurities inability
    inaccessible inaccur inaccurate inactive inactivity inadequ inadequate inadvert inadvertently
    inanimate inappropriate inaug inaugural inaugurated inauguration inbox inc inca incandescent
    incap incapable incarc incarcerated incarceration incarn incarnation incense incent incentiv
    incentive incentives inception inch inches incidence incident incidental incidents incin
    incision incisions incl inclination inclined includ include included includes including
    inclusion inclusions inclusive inclusivity incom income incomes incoming incompatible incompet
    incompetent incomplete incon inconclusive incons inconsist inconsistencies inconsistent
    incontinence inconven inconvenience inconvenient incorpor incorporate incorporated incorporates
    incorporating incorporation incorrect incorrectly incre increase increased increases increasing
    increasingly incred incredible incredibly increment incremental increments incub incubated
    incubation incumbent incur incurred incurs ind indebted indeed indef indefinite indefinitely
    indel indelible indent independ independence independent independently indeterm index indexed
    indexerror indexes indexing india indian indiana indianapolis indians indic indicate indicated
    indicates indicating indication indications indicative indicator indicators indices indict
    indies indiff indifference indifferent indig indigenous indigestion indign indigo indirect
    indirectly indiscrim indispens indispensable indist indistinguishable individ individual
    individualism individuality individualized individually individuals indo indones indonesia
    indonesian indoor indoors indu induce induced induces inducing induct induction inductive indul
    indulge indus indust industrial industrialization industrialized industries industry ineffective
    inefficient inequ inequalities inequality inequities inert inertia inertial inev inevitable
    inevitably inex inexpensive inexperienced inext inf infall infamous infancy infant infantry
    infants infar infarction infect infected infecting infection infections infectious infects infer
    inference inferences inferior inferred infertility infest infestation infestations infested
    infill infilt infiltration infin infinite infinitely infinity infl inflamed inflamm inflammation
    inflammatory inflated inflation inflection inflict inflicted inflow influ influence influenced
    influencers influences influencing influential influenza influx info infographic inform informal
    informally information informational informative informed informing informs infrared infrast
    infrastructure infrastructures infrequent infrequently infringe infringement infused infusion
    ing ingen ingenious ingenuity ingest ingested ingesting ingestion ingrained ingred ingredient
    ingredients inh inhab inhabit inhabitants inhabited inhabiting inhal inhalation inhale inhaled
    inhaling inher inherent inherently inherit inheritance inherited inhib inhibit inhibited
    inhibiting inhibition inhibitor inhibitors inhibitory inhibits inhuman init initi initial
    initialization initialize initialized initially initials initiate initiated initiates initiating
    initiation initiative initiatives inj inject injected injecting injection injections injure
    injured injuries injury injust injustice injustices ink inks inland inlet inline inmates inn
    innate inner innermost innoc innocence innocent innocuous innov innovate innovation innovations
    innovative innovators innumerable inoc inorganic inp inpatient inplace input inputs inquire
    inquiries inquiry inquis inquisition ins insane inscribed inscription inscriptions insect
    insecticide insecticides insects insecure insecurity insensitive inseparable insert inserted
    inserting insertion inserts inside insider insidious insight insightful insights insign
    insignificant insist insisted insistence insisting insists insofar insol insoluble insomnia insp
    inspect inspected inspecting inspection inspections inspector inspectors inspir inspiration
    inspirational inspire inspired inspires inspiring inst instability instagram install
    installation installations installed installing installment instance instancepreprocess
    instances instant instantaneous instantly instead instill instinct instincts institut institute
    instituted institutes institution institutional institutionalized institutions instru instruct
    instructed instructing instruction instructional instructions instructive instructor instructors
    instrument instrumental instrumentation instruments insu insufficiency insufficient insulated
    insulating insulation insulin insult insults insur insurance insure insured insurers insurg
    insurmountable insurrection int intact intake intakes intangible integ integer integers integr
    integral integrate integrated integrates integrating integration integrative integrity intel
    intellect intellectual intellectually intellectuals intellig intelligence intelligent
    intelligently intend intended intending intends intens intense intensely intensified intensify
    intensities intensity intensive intensively intent intention intentional intentionally
    intentions intently inter interact interacted interacting interaction interactions interactive
    interacts intercept interchange interchangeable interchangeably interconnect interconnected
    interconnectedness intercourse intercultural interdependence interdependent interdisciplinary
    interest interested interesting interestingly interests interf interface interfaces interfaith
    interfer interfere interference interferes interfering intergenerational intergovernmental
    interim interior interiors interl interlocking intermedi intermediaries intermediary
    intermediate intermitt intermittent intern internal internalized internally international
    internationally internet internment internship internships interoperability interpersonal
    interplay interpol interpolation interpre interpret interpretation interpretations interpreted
    interpreter interpreters interpreting interpretive interprets interrelated interrog interrupt
    interrupted interrupting interruption interruptions intersect intersecting intersection
    intersectional intersectionality intersections intersects interspers interspersed interst
    interstate interstellar intertw intertwined interval intervals interven intervene intervened
    intervening intervention interventions interview interviewed interviewing interviews intest
    intestinal intestine intestines intim intimacy intimate intimately intimidated intimidating
    intimidation into intoler intolerance intolerant intonation intox intr intra intracellular
    intravenous intric intricacies intricate intrig intrigue intrigued intriguing intrinsic
    intrinsically intro introdu introduce introduced introduces introducing introduction
    introductions introductory intros introspection intruders intrusion intrusive intu intuition
    intuitive intuitively inuit inund inv invade invaded invaders invading inval invalid invaluable
    invari invariably invasion invasions invasive invent invented inventing invention inventions
    inventive inventor inventories inventors inventory inver inverse inversely inversion invert
    inverte invertebrate invertebrates inverted inverter invest invested investig investigate
    investigated investigates investigating investigation investigations investigative investigator
    investigators investing investment investments investor investors invisible invitation
    invitations invite invited invites inviting invoice invoke invoked invoking invol involuntary
    involve involved involvement involves involving inward iod iodine ion ionic ionization ionizing
    ions ios iot iowa ipa ipad ipads ipcc iphone ipm ipod iprot ips ipv iran iranian iraq iraqi ire
    ireland iris irish iron ironic ironically irony iroqu iroquois irrad irradiation irrational irre
    irregular irregularities irrelevant irres irresist irresistible irrespective irresponsible
    irrevers irreversible irrig irrigated irrigation irrit irritability irritable irritants irritate
    irritated irritating irritation irs irvine irving isa isaac isab isabel isabella isaiah isbn
    ischem ischemic ishma ishmael isinstance isis islam islamic island islander islanders islands
    isle isles isn iso isol isolate isolated isolates isolating isolation isot isotope isotopes isp
    israel israeli israelis israelite israelites iss issn issu issuance issue issued issues issuing
    ist istanbul ital italian italians italic italy itch itching itchy item items iter iterable
    iterate iteration iterations iterative iterator itertools ith itiner its itself iucn ivan ivf
    ivory ivy jab jac jack jacket jackets jackie jackson jacob jacobs jacqu jacques jade jag jah
    jail jain jak jake jal jam jama jamaica james jamestown jamie jams jan jane janeiro janet
    january japan japanese jar jargon jars jason jaundice java jaw jaws jay jazz jealous jealousy
    jean jeans jeff jefferson jeffrey jehovah jelly jellyfish jem jen jenkins jenn jennifer jenny
    jensen jeopard jer jere jeremiah jeremy jerome jerry jersey jerusalem jes jess jesse jessica
    jesuit jesuits jesus jet jets jew jewel jewellery jewelry jewels jewish jews jfk jiang jill jim
    jimmy jin jing joa joan job jobs joe joel jog jogging joh johann johannes johannesburg john
    johnny johns johnson johnston join joined joining joins joint jointly joints joke jokes jon
    jonah jonathan jones jong jordan jorge jos jose josef joseph josephus josh joshua josiah jour
    journal journaling journalism journalist journalists journals journey journeys joy joyce joyful
    joyous joys jpl json jsonify jstor juan jud juda judah judaism judea judge judged judgement
    judgements judges judging judgment judgments judicial judiciary judicious judith judy jug juice
    juices juicy jul jules julia julian julie juliet julius july jump jumped jumping jumps jun
    junction junctions juncture june jung jungle junior junk juno jupiter jur jurassic juris
    jurisdict jurisdiction jurisdictions jurisprudence jurors jury just justice justices
    justification justified justify justin juvenile juveniles juxtap kab kabbal kabul kad kafka kah
    kahn kai kaiser kak kal kale kali kam kamp kan kand kane kang kangar kangaroo kansas kant kap
    kaplan kar karen karl karma karn karnataka kas kash kashmir kat kate kath katherine kathleen
    katie katrina katz kau kauf kaw kay kaz kazakh kazakhstan keen keep keeper keepers keeping keeps
    keith kel kell keller kelly kelp kelvin kem ken kend kenn kennedy kenneth kent kentucky kenya
    kenyan kepler kept ker kerala keras keratin kernel kernels kerosene kerr kerry ket keto kettle
    kevin key keyboard keyboards keyerror keyn keynes keys keyword keywords khan khmer khz kick
    kicked kicking kicks kid kidn kidnapped kidney kidneys kids kiev kiki kil kill killed killer
    killers killing killings kills kiln kilogram kilograms kilomet kilometer kilometers kilometres
    kilow kilowatt kim kimber kin kinase kind kinder kindergarten kindle kindly kindness kinds
    kinetic kinetics king kingdom kingdoms kings kingston kins kinship kipp kippur kir kirk kiss
    kissing kit kitchen kitchens kite kits kitten kittens kiwi klan kle klein kne knee knees knew
    knife knight knights knit knitting knives knob knock knocked knocking knot knots know knowing
    knowledge knowledgeable known knows knox koch kod koh kok kol kolk kom kon kong kor kore korea
    korean koreans kos kosher kosovo kot kra krak kre kri krill krish krishna krist kru kub kuh kul
    kum kumar kun kur kurd kurdish kurds kurt kush kuwait kwargs kwh kyoto kyr kyrgyz lab label
    labeled labeling labelled labelling labels labor laboratories laboratory laborers laborious
    labou labour labourers labrador labs labyrinth lac lace lack lacked lacking lacks lact lactation
    lactic lactose lad ladder laden ladies lady laf lafayette lag lagoon lah laid lake lakes lakh
    lakota laksh lal lam lama lamb lambda lambert lambs lament lamin laminated lamp lamps lan lanc
    lancashire lancaster lance lancet land landed lander landfall landfill landfills landing
    landings landl landlord landlords landmark landmarks landowner landowners lands landsat
    landscape landscapes landscaping landsl landslide landslides lane lanes lang lange langu
    language languages lank lanka lantern lanterns lao laos lap lapar lapse lapt laptop laptops lar
    larg large largely larger largest larry lars larv larva larvae larval larynx las laser lasers
    last lasted lasting lastly lasts lastsum lat late lately latency latent later lateral laterally
    latest latex latin latino latinos latinx latitude latitudes latter lattice latvia lau laugh
    laughed laughing laughter laun launch launched launches launching laund laundry laur laura laure
    lauren laurence lav lava lavender lavish law lawful lawmakers lawn lawns lawrence laws lawsu
    lawsuit lawsuits lawyer lawyers lax lay layer layered layering layers laying layout layouts lays
    laz lazarus lazy lbs lcd ldl leach leaching lead leader leaders leadership leading leads leaf
    leaflet leaflets leafy league leagues leak leakage leaked leaking leaks leaky lean leaned
    leaning leap leaps lear learn learned learner learners learning learns learnt lease leased
    leases leasing least leather leave leaves leaving leban lebanese lebanon lect lecture lecturer
    lecturers lectures led ledger leds lee leed leeds lef left leftover leftovers leg legacies
    legacy legal legality legally legend legendary legends legion legis legisl legislation
    legislative legislators legislature legislatures legit legitim legitimacy legitimate lego legs
    legumes leh leib leibniz leices leicester leiden leipzig leisure lem lemon lemonade lemons len
    lend lender lenders lending lends leng length lengthen lengths lengthy lenin lens lenses lent
    lentils leo leon leonard leonardo leone leopard leopards leopold lep lepro leprosy lept leptin
    les lesbian lesion lesions leslie less lessen lesser lesson lessons lest let leth lethal letharg
    lethargy lets lett letter letters letting lettuce leuc leuk leukemia lev leve level leveled
    leveling levels lever leverage leveraged leveraging levers levi levied levin levine levy lew
    lewis lex lexical lexicon lexington ley lgbt lgbtq lia liabilities liability liable liaison lib
    liberal liberalism liberals liberate liberated liberation liberia libert liberties liberty libr
    librarian librarians libraries library libya lic lice licence license licensed licenses
    licensing lichen lid lids lie lies lieu lieutenant lif life lifecycle lifelong lifes lifespan
    lifestyle lifestyles lifetime lifetimes lift lifted lifting lifts lig ligament ligaments ligand
    light lighted lighter lighthouse lighting lightly lightning lights lightweight lign lik like
    liked likelihood likely likened likeness likes likewise liking lil lilies lily lim lima limb
    limbs lime limestone limit limitation limitations limited limiting limitless limits lin lincoln
    lind linda line lineage lineages linear linearly lined linen liner lines linestyle linewidth
    ling linger lingered lingering lingu linguistic linguistics linguists lining link linkage
    linkages linked linkedin linking links linn lint linux lion lions lip lipid lipids lipoprotein
    lipp lips liqu liquef liquid liquidity liquids liquor lis lisa lisbon list listed listen
    listened listener listeners listening listens listing listings lists lit liter literacy literal
    literally literary literate literature literatures liters lith lithium lithuan lithuania
    lithuanian litigation litres litter little liturgical liturgy liu liv live lived livelihood
    livelihoods lively liver liverpool lives livestock living lizard lizards llc lloyd lng load
    loaded loader loading loads loaf loan loans lob lobby lobbying lobe lobes lobster loc local
    locale locales localities locality localization localized locally locals locate located locating
    location locations loch loci lock lockdown locke locked lockheed locking locks locom locomotion
    locomotive locomotives locus locust lod lodge lodged lodging lof lofty log logan logarith
    logarithmic logged logger logging logic logical logically login logistic logistical logistics
    logits logo logos logs lok lomb lon london lone loneliness lonely long longer longest longevity
    longing longitude longitudinal longstanding longtime look looked looking lookout looks lookup
    loom looming looms loop looph loops loos loose loosely loosen loot lopez lor lord lords lore
    loren lorenzo lorraine los lose loses losing loss losses lost lot lots lotteries lottery lotus
    lou loud louder loudly louis louise louisiana louisville lov love loved lovely lover lovers
    loves loving low lowell lower lowercase lowered lowering lowers lowest lowland lowlands lows
    loyal loyalty lsd lst ltd lub lubric lubricant lubrication luc lucas luck luckily lucky
    lucrative lucy lud ludwig luft luggage luis luk luke lum lumbar lumber lumin luminosity luminous
    lump lumps lun luna lunar lunch lunches lunchtime lund lung lungs lupus lur lure lurking lus
    lush lust lute lutein luther lutheran lux luxembourg luxurious luxury lying lyme lymph lymphatic
    lymphocytes lymphoma lyn lynch lyndon lynn lyon lyons lyric lyrical lyrics lys maas mac
    macarthur macbeth macc macdonald maced macedonia macedonian mach machine machinery machines
    machining mack mackenzie mackerel macmillan macro macroeconomic macrom macron macroph
    macrophages macros macular mad madagascar madame made madison madness madrid mae mag magazine
    magazines magdal magic magical magically magist magistrate magma magn magna magnesium magnet
    magnetic magnetism magnets magnific magnification magnificent magnified magnifying magnitude
    magnitudes mah mahab mahal mahar maharashtra mahatma mahayana mai maid maiden mail mailing main
    maine mainland mainly mains mainstream maintain maintained maintaining maintains maintenance
    maize maj majestic majesty major majority majors mak make maker makers makes makeshift makeup
    making mal maladaptive malaria malawi malay malays malaysia malaysian malcolm mald male males
    malf malfunction mali malicious malign malignant mall malle malls malnutrition malpractice malt
    malta maltreatment malware mam mama mamm mammal mammalian mammals mammary mammography mammoth
    man manage manageable managed management manager managerial managers manages managing manc manch
    manchester mand mandarin mandate mandated mandates mandatory mandela maneu maneuver maneuvers
    mang manga mangan manganese mango mangrove mangroves manhattan mania manic manif manifest
    manifestation manifestations manifested manifests manifold manila manip manipulate manipulated
    manipulating manipulation manipulations manipulative manit manitoba mankind manmade mann manned
    manner manners manoe manor manpower mans mansion mant mantle mantra manual manually manuals
    manuel manufact manufacture manufactured manufacturer manufacturers manufactures manufacturing
    manure manuscript manuscripts many mao maori map maple mapped mapping maps mar marathon marble
    marbles marc march marched marches marching marco marcus mard mare marg margaret margin marginal
    marginalization marginalized margins mari maria marian marianne marie marig marijuana marin
    marine marines mario marion marital maritime mark marked markedly marker markers market marketed
    marketers marketing marketplace marketplaces markets marking markings markov marks markup marl
    marm marriage marriages married marrow marry marrying mars marsh marshal marshall marshes marshm
    marsup mart martha martial martian martin martinez martyr martyrdom martyrs marvel marveled
    marvelous marvels marx marxism marxist mary maryland mas masc mascul masculine masculinity mash
    mashed mask masked masking masks mason masonic masonry mass massac massachusetts massacre
    massage masses massive massively mast master mastered mastering masterpiece masterpieces masters
    mastery mat match matched matches matching mate mater material materialism materials maternal
    maternity mates math mathemat mathematic mathematical mathematically mathematician
    mathematicians mathematics maths mating matlab matplotlib matrices matrix mats matt matter
    mattered matters matthew matthews mattress mattresses maturation mature matured matures maturing
    maturity mau maui maur maurice max maxim maximal maximise maximize maximizing maximum maxwell
    may maya mayan maybe mayer mayo mayor maz maze mba mcc mccarthy mccl mccle mcclell mcd mcdonald
    mcg mcgill mcgraw mcint mck mckin mcl mcn mead meadow meadows meal meals mean meaning meaningful
    meaningfully meaningless meanings means meant meantime meanwhile meas measles measurable measure
    measured measurement measurements measures measuring meat meats mecca mechan mechanic mechanical
    mechanically mechanics mechanism mechanisms med medal medals medi media medial median mediate
    mediated mediating mediation mediator mediators medic medicaid medical medically medicare
    medication medications medici medicinal medicine medicines medieval medina meditate meditating
    meditation meditative mediterranean medium mediums meet meeting meetings meets meg mega megal
    megawatts meh mei mek mekong mel melan melancholy melanin melanoma melatonin melbourne melissa
    mell mellitus mellon melodic melodies melody melt meltdown melted melting melts mem member
    members membership membr membrane membranes memes memo memoir memoirs memor memorable memorial
    memorials memories memorization memorize memorizing memory memphis men mend mening meningitis
    mennon mennonite menopause menstru menstrual menstruation ment mental mentality mentally mention
    mentioned mentioning mentions mentor mentoring mentors mentorship menu menus mer merc mercant
    merced merch merchand merchandise merchant merchantability merchants mercury mercy mere merely
    merg merge merged merger mergers merging meridian merit merits merr merriam mes mesh mesmer
    mesmerizing mesoam mesopotam mesopotamia mesothelioma mess message messages messaging messenger
    messengers messiah messy met meta metab metabol metabolic metabolism metabolites metac metadata
    metal metall metallic metals metamorph metamorphosis metap metaph metaphor metaphorical
    metaphors metaphysical metaphysics metast metastasis metastatic metavar mete meteor meteorite
    meteorites meteorological meteors meter metering meters meth methane methanol method methodist
    methodological methodologies methodology methods methyl methylation meticul meticulous
    meticulously metre metres metric metrics metro metropolis metropolitan mex mexican mexicans
    mexico meyer mhz mia miami mic mice mich michael michel michelangelo michelle michigan micro
    microb microbe microbes microbi microbial microbiol microbiology microbiome microbiota
    microcontroller microf micrograms microm micron microns micronutrients microorganisms microphone
    microphones microprocessor microsc microscope microscopes microscopic microscopy microsoft
    microw microwave microwaves mid midday middle midi midnight mids midst midw midwest midwives
    mifflin mig might mighty migraine migraines migrant migrants migrate migrated migrating
    migration migrations migratory miguel mik mike mikhail mil milan mild milder mildew mildly mile
    mileage miles milestone milestones milieu milit militant militar military militia militias milk
    milkweed milky mill millenn millennia millennium miller millet milligrams millimeter millimeters
    milling million millions millise milliseconds mills milton milwaukee mim mimic mimicking mimics
    min minced mind minded mindful mindfulness minds mindset mine minecraft mined miner mineral
    minerals miners mines ming minh mini miniatur miniature minim minimal minimalist minimally
    minimax minimise minimize minimized minimizes minimizing minimum mining minister ministers
    ministries ministry minneapolis minnes minnesota minor minorities minority minors mins mint
    minus minuscule minute minutes mir mira miracle miracles miracul miraculous miranda miriam mirna
    mirnas mirror mirrored mirroring mirrors mis misc miscar miscarriage mischie mischief
    mischievous miscon misconception misconceptions misconduct misdiagn miserable misery misf
    misfortune misguided mish misinformation misleading mism misman mismatch misplaced miss missed
    misses missile missiles missing mission missionaries missionary missions mississippi missouri
    missp mist mistake mistaken mistakenly mistakes mistle mistreatment mistress mistrust misunder
    misunderstand misunderstanding misunderstandings misunderstood misuse misused mit mitchell mite
    mites mith mitig mitigate mitigated mitigating mitigation mitochond mitochondria mitochondrial
    mits mitz mix mixed mixer mixes mixing mixture mixtures miz mla mnem mob mobil mobile mobility
    mobilization mobilize mobilized mock mocked mocking mod modal modalities modality mode model
    modeled modeling modelled modelling models modem moderate moderated moderately moderation
    moderator modern modernism modernist modernity modernization modes modest modification
    modifications modified modifier modifiers modifies modify modifying modular modulate modulated
    modulating modulation module modules modulus mog moh mohammad mohammed moist moistur moisture
    mol molar molars molasses mold molded molding molds mole molecular molecule molecules moles moll
    molly molten mom moment momentarily momentous moments momentum mommy moms mon monarch monarchs
    monarchy monaster monasteries monastery monastic mond monday monet monetary money mong mongo
    mongol mongolia mongolian mongols monica monit monitor monitored monitoring monitors monk monkey
    monkeys monks mono monoc monoclonal monog monolithic monopol monopolies monopoly monot monothe
    monounsaturated monoxide monroe mons monsanto monsoon monst monster monsters monstrous mont
    montana monte monteneg monterey montessori montgomery month monthly months montreal monument
    monumental monuments mood moods moon moons moor moore moose mor moral morale morality morally
    morals moratorium morb morbidity mord more moreover morgan morm mormon morn morning mornings
    moroc moroccan morocco morph morphine morphological morphology morris morrison morse mort mortal
    mortality mortar mortg mortgage mortgages morton mos mosaic mosaics moscow moses moshe mosque
    mosques mosquit mosquito mosquitoes moss most mostly mot moth mother motherboard motherhood
    mothers moths motif motifs motility motion motions motiv motivate motivated motivates motivating
    motivation motivational motivations motive motives motor motorcycle motorcycles motorists
    motorized motors motto mou mould mound mounds mount mountain mountainous mountains mounted
    mounting mounts mour mourn mourning mouse mouth mouths mouthwash mouthwatering mov movable move
    moved movement movements moves movie movies moving mowing moy moz mozamb mozambique mozart mpg
    mph mps mri mrna mrs mrsa msc msg muc much mucosa mucosal mucous mucus mud muddy muff mugh
    mughal muh muhammad muir muk mul mulch mule mull mult multi multic multicultural
    multiculturalism multidimensional multidisciplinary multif multifaceted multil multilateral
    multilingual multim multimedia multinational multip multipl multiple multiples multiplex
    multiplication multiplicity multiplied multiplier multiply multiplying multiprocessing multis
    multitude multiv multivariate mumbai mummy mun mund mundane munich municip municipal
    municipalities municipality munitions mur mural murals murd murder murdered murders murky murphy
    murray mus musa muscle muscles muscul muscular musculoskeletal muse museum museums mush mushroom
    mushrooms music musical musician musicians musk muslim muslims muss mussels mussolini must
    mustard mut mutant mutants mutate mutated mutation mutations mutual mutually muzzle myanmar myc
    mycot myel myelin myers myocard myocardial myopia myriad mys myself mysql myst myster mysteries
    mysterious mystery mystical mysticism myth mythical mythological mythologies mythology myths
    naacp nab nacional nad nadu nag nagasaki nah nail nails nairobi naive nak naked nam name named
    namely names namespace namibia naming nan nancy nano nanom nanomaterials nanometers nanop
    nanoparticles nanoscale nanost nanot nanotechnology nanotubes naomi nap naples napole napoleon
    napoleonic nar narc narciss nargs narr narrated narration narrative narratives narrator narrow
    narrowed narrower narrowing narrowly nas nasa nasal nascent nash nashville nasty nat natal
    nathan nathaniel nation national nationalism nationalist nationalists nationalities nationality
    nationally nationals nations nationwide native natives natl nato natural naturalist naturalistic
    naturally nature nausea nautical nav navajo naval nave navig navigate navigated navigating
    navigation navigational navy naz nazareth nazi nazis nbc ncert ndarray neander neanderthal
    neanderthals near nearby nearer nearest nearing nearly neat neatly neb nebraska nebul nebula nec
    necess necessarily necessary necessit necessitate necessitated necessitates necessitating
    necessities necessity neck neckl necklace necks necrosis nectar need needed needing needle
    needles needs needy neg negative negatively negatives negativity neglect neglected neglecting
    neglig negligence negligible negot negotiate negotiated negotiating negotiation negotiations
    negro nehru neigh neighb neighbor neighborhood neighborhoods neighboring neighbors neighbour
    neighbourhood neighbouring neighbours neil neither nelson nem nemat nematode nematodes neo neoc
    neoliberal neolithic neon neonatal nep nepal neph nephe nephew neptune ner nerv nerve nerves
    nervosa nervous nervousness nest nested nesting nestled nests net netflix nether netherlands
    nets netting network networked networking networks neu neumann neur neural neuro neurode
    neurodegenerative neurolog neurologic neurological neurologist neurology neurom neuromuscular
    neuron neuronal neurons neuropathy neuropsych neuroscience neurotransmit neurotransmitter
    neurotransmitters neut neutr neutral neutrality neutralize neutralizing neutrinos neutron
    neutrons neutroph nev nevada never nevertheless new newborn newborns newcastle newcom newcomers
    newer newest newfound newfoundland newly newman newport news newsletter newsletters newsp
    newspaper newspapers newton nex next nexus nfl nft ngc ngo ngos ngu nhs niacin niagara nib nic
    nicarag nicaragua nice nicely nich niche niches nicholas nick nickel nickname nicknamed nicolas
    nicole nicotine niel nielsen nietzsche nig niger nigeria nigerian night nightmare nightmares
    nights nighttime nih nik nike nil nile nim nina nine nineteen nineteenth ninety nino nintendo
    ninth nipple niss nist nit nitrate nitrates nitric nitrite nitrogen nitrous nixon nlp nmr noaa
    noah nob nobel nobility noble nobles nobody noct nocturnal nod nodded nodding node nodes nodules
    noise noises noisy nom nomadic nomenclature nominal nominated nomination non nond none
    nonetheless nonex nonfiction nonhuman nonlinear nonprofit nonprofits nons nonsense nonverbal
    nonviolent noodles noon noqa nor nord nordic norfolk norm normal normalization normalize
    normalized normally norman normandy normative norms norris norse nort north northeast
    northeastern northern northward northwest northwestern norton norway norwegian nos nose noses
    nost nostalg nostalgia nostrils not notable notably notation notch note noteb notebook notebooks
    noted notes noteworthy nothing notice noticeable noticeably noticed notices noticing
    notification notifications notified notify notimplemented notimplementederror noting notion
    notions notorious notoriously notre nottingham notwithstanding nou noun nouns nour nourish
    nourishing nourishment nov nova novel novelist novels novelty november novice novo now nowadays
    nowhere noxious nozzle nozzles npr nps nrc nsa nsaids nsf nsw nuance nuanced nuances nucle
    nuclear nuclei nucleic nucleot nucleotide nucleotides nucleus nud nug nuisance null nullable num
    numb number numbered numbering numbers numbness numer numeracy numerals numerator numeric
    numerical numerically numerous numpy nums nun nuns nure nuremberg nurs nurse nurseries nursery
    nurses nursing nurt nurture nurtured nurturing nut nutr nutri nutrient nutrients nutrit
    nutrition nutritional nutritionist nutritious nuts nutshell nyc nylon nymph nymphs oak oakland
    oaks oasis oat oath oatmeal oats obama obedience obedient ober obese obesity obey obj object
    objected objection objections objective objectively objectives objectivity objects obl oblig
    obligated obligation obligations obligatory obliged oblique obliv oblong obs obsc obscure
    obscured observ observable observance observation observational observations observatory observe
    observed observer observers observes observing obsessed obsession obsessive obsolete obst
    obstacle obstacles obstetric obstruct obstruction obstructions obstructive obtain obtained
    obtaining obtains obvious obviously occ occas occasion occasional occasionally occasions occult
    occup occupancy occupants occupation occupational occupations occupied occupies occupy occupying
    occur occurred occurrence occurrences occurring occurs ocd ocean oceanic oceans oclc ocr oct
    octave october octop octopus ocular odd odds odor odors odour odys odysseus odyssey oecd oedipus
    off offence offences offended offender offenders offending offense offenses offensive offer
    offered offering offerings offers offic office officer officers offices official officially
    officials offline offs offset offsets offshore offspring oft often oftentimes ohio oil oils oily
    oint ointment ojib okay okin oklahoma old older oldest olds ole olfactory olig olive oliver
    olives olivia olm olymp olympic olympics omaha oman omar omega omin omission omit omitted omn
    onboard onc once oncology one ones oneself ong ongoing onion onions online only onset ont
    ontario onto ontology onward onwards opacity opaque open opened opening openings openly openness
    opens oper opera operas operate operated operates operating operation operational operations
    operative operator operators ophthalm opin opinion opinions opio opioid opioids opium opp
    opponent opponents opportun opportunistic opportunities opportunity oppos oppose opposed opposes
    opposing opposite opposites opposition oppressed oppression oppressive oprot ops opt opted optic
    optical optics optim optimal optimally optimism optimistic optimization optimize optimized
    optimizer optimizing optimum opting option optional options optomet opts oracle oral orally
    orang orange oranges orangutans orator orb orbit orbital orbiter orbiting orbits orch orchard
    orchards orche orchestr orchestra orchid orchids ord ordained order ordered ordereddict ordering
    orderly orders ordin ordinance ordinances ordinarily ordinary ore oregano oregon ores org organ
    organelles organic organically organisation organisational organisations organise organised
    organising organism organisms organization organizational organizations organize organized
    organizer organizers organizes organizing organs ori orient oriental orientation orientations
    oriented orig origami origin original originality originally originate originated originates
    originating origins orion orlando orleans orn ornament ornamental ornaments ornate ornith orphan
    orphaned orphans orth orthodont orthodontic orthodox orthodoxy orthogonal orthopedic orwell osa
    oscar oscill oscillation oscillations oscillator osha osiris oslo osm osmosis oss ost oste
    ostensibly osteoarthritis osteoporosis osw oswald other others otherwise ott ottawa otters otto
    ottoman ottomans ought oun ounce ounces our ours ourselves out outage outages outbre outbreak
    outbreaks outc outcome outcomes outdated outdoor outdoors outer outermost outfile outfit outfits
    outflow outgoing outl outlawed outlet outlets outliers outline outlined outlines outlining
    outlook outnumbered outpatient output outputs outrage outreach outright outs outset outside
    outsider outsiders outskirts outstanding outward outwards outwe outweigh oval ovarian ovaries
    ovary ove oven ovens over overall overarching overcame overcome overcoming overcrow overcrowded
    overd overdose overe overeating overest overex overfishing overflow overgrowth overh overhe
    overhead overheard overheating overl overlap overlapping overlaps overlay overload overlook
    overlooked overlooking overly overnight overr override overs oversaw overse overseas oversee
    overseeing oversees overshad overshadowed oversight oversimpl overt overth overthrow overtime
    overturn overturned overuse overview overw overweight overwhel overwhelm overwhelmed
    overwhelming overwhelmingly overwrite ovulation owe owed owen owens owes owing owl owls own
    owned owner owners ownership owning owns oxal oxen oxford oxid oxidation oxidative oxide oxides
    oxidized oxygen oxytocin oyster oysters ozone pablo pac pace pacemaker pacific pacing pack
    package packaged packages packaging packed packet packets packing packs pact pad padd padded
    padding paddle pads paediatric pag pagan page pages paid pain paine painful painkillers painless
    pains painstaking paint painted painter painters painting paintings paints pair paired pairing
    pairs pairwise pak pakistan pakistani pal palace palaces palae palate pale paleo paleolithic
    paleont palest palestine palestinian palestinians palette pall palliative palm palmer palms palp
    pals palsy pam pamph pamphlet pamphlets pan panama panc pancakes panch pancreas pancreat
    pancreatic pancreatitis pand panda pandas pandemic pandemics pane panel panels pang panic panor
    panoramic pans pant pantry pants pap papal papaya paper papers paperwork papill papua par para
    parab parable parables parach parachute parad parade parades paradigm paradigms paradise paradox
    paradoxical paragraph paragraphs paragu paraguay paralle parallel parallelism parallels paraly
    paralysis paralyzed param parameter parameters parametric paramount params paran paranoia
    paranormal parap paraph paraphrase paras parasit parasite parasites parasitic parathyroid parcel
    parcels parch parchment pardon paren parent parental parentheses parenting parents paris parish
    parishes parity park parked parker parking parkinson parks parliament parliamentary parody
    parrot parrots pars parse parsed parser parsing parsley parsons part partake parth partial
    partially partic particip participant participants participate participated participates
    participating participation participatory participle particle particles particular particularly
    particulars particulate particulates parties partisan partisans partition partitioning
    partitions partly partner partnered partnering partners partnership partnerships parts party pas
    pasadena pascal pash paso pass passage passages passed passenger passengers passes passing
    passion passionate passionately passions passive passively passover passport passports password
    passwords past pasta paste pasteur pastime pastor pastoral pastries pastry pasture pastures pat
    patagon patch patches patel patent patented patents paternal path pathlib pathogen pathogenesis
    pathogenic pathogens pathological pathologies pathologist pathology pathophysiology paths
    pathway pathways patience patient patiently patients patri patriarch patriarchal patricia
    patrick patriot patriotic patriotism patrol patrols patron patronage patrons pattern patterned
    patterns patterson paul paulo pause paused pauses pav pave paved pavement paves paving paw pawn
    paws pay payable paying payload payloads payment payments payne payroll pays pbs pca pcb pcbs
    pci pcos pcr pcs pdb pdf pea peac peace peaceful peacefully peach peaches peak peaked peaks pean
    peanut peanuts pear pearl pearls pears pearson peas peasant peasants peat peb pebbles pec pecul
    peculiar ped pedagog pedagogical pedagogy pedal pedest pedestrian pedestrians pediatr pediatric
    pediatrician pediatricians pediatrics pedro pee peek peel peeled peeling peels peer peers peg
    pel pellet pellets pelvic pelvis pen penal penalties penalty penc pencil pencils pend pending
    pendulum penet penetrate penetrated penetrating penetration peng penguin penguins penicillin
    peninsula penis penn penned pennsylvania penny pens pension pensions pent pentagon pentecost
    people peoples pep pepp pepper peppers pept peptide peptides per perc perce perceive perceived
    perceives perceiving percent percentage percentages percentile perception perceptions perceptual
    perch perched percussion percy pere perenn perennial perennials perf perfect perfected
    perfecting perfection perfectly perfor perforated perform performance performances performed
    performer performers performing performs perfume perfusion perhaps peri peric pericard peril
    perilous perimeter period periodic periodical periodically periodicals periodont periodontal
    periodontitis periods peripher peripheral periphery perish perished perkins perks perl perm
    permafrost perman permanent permanently perme permeability permeable permeate permiss
    permissible permission permissions permit permits permitted permitting peroxide perpendicular
    perpet perpetrated perpetrator perpetrators perpetual perpetuate perpetuated perpetuating
    perplex perry pers perse persec persecuted persecution perseverance persia persian persians
    persist persisted persistence persistent persistently persists person persona personal
    personalities personality personalized personally personnel persons perspect perspective
    perspectives persu persuade persuaded persuasion persuasive pert pertain pertaining pertains
    perth pertinent perturb perturbations pertussis peru peruvian perv pervasive pes pesky pessim
    pessimistic pest pestic pesticide pesticides pests pet petals pete peter peters petersburg
    peterson petition petitions petr petrol petroleum pets petty pew pfas pfizer phag phar pharaoh
    pharise pharisees pharm pharmac pharmaceutical pharmaceuticals pharmacies pharmacist pharmacists
    pharmacological pharmacology pharmacy phase phased phases phd phds phe phen phenomen phenomena
    phenomenal phenomenon phenotype phenotypes phenotypic pherom phi phil philadelphia philanthrop
    philanthropic philanthropy philip philipp philippine philippines philist phill phillip phillips
    philos philosoph philosopher philosophers philosophical philosophies philosophy phishing phobia
    phobias phoen phoenix phon phone phones phonetic phonics phonological phosph phosphate
    phosphorous phosphorus phosphory phot photo photoc photograp photograph photographed
    photographer photographers photographic photographs photography photon photons photore photos
    photoshop photosynthesis photosynthetic photovolta photovoltaic php phr phrase phrases phrasing
    phthal phy phyl phylogen phylogenetic phylogeny phys physi physic physical physically physician
    physicians physicist physicists physics physiol physiological physiology physiothe physiotherapy
    physique phyt phytochemical phytoplankton pia pian pianist piano pic picasso picchu pick picked
    picking pickle pickled pickles picks pickup picnic pict pictorial picture pictured pictures
    picturesque pid pie piece pieces pied piedmont pier pierce pierced piercing pierre pies piet
    piety pig pige pigeon pigeons pigment pigmentation pigments pigs pike pil pilate pile piled
    piles pilgrim pilgrimage pilgrims pill pillar pillars pillow pillows pills pilot pilots pim pin
    pinch pine pineapple pines ping pink pinn pinpoint pins pint pinterest pion pioneer pioneered
    pioneering pioneers pious pip pipe pipeline pipelines pipes piping piqued pir piracy pirate
    pirates pis pist pistol piston pit pitch pitched pitcher pitches pitfalls pits pitt pitts
    pittsburgh pitu pituitary pity pius piv pivot pivotal pix pixel pixels pizza pkg pla plac place
    placebo placed placement placements placent placenta places placing plag plagiar plagiarism
    plague plagued plagues plain plainly plains plaint plaintiff plaintiffs plan planck plane planes
    planet planetary planets plank planks plankton planned planner planners planning plans plant
    plantar plantation plantations planted planter planters planting plantings plants plaque plaques
    plas plasm plasma plasmid plast plaster plastic plasticity plastics plat plate plateau platelet
    platelets plates platform platforms plating platinum plato plaus plausible play playback played
    player players playful playground playgrounds playing playlist plays playtime playwright
    playwrights plaza plc ple plea pleas pleasant please pleased pleasing pleasurable pleasure
    pleasures pledge pledged pledges pleistocene plent plentiful plenty plethora plex plight plos
    plot plots plotted plotting plough plow plt plug plugged plugin plugins plugs plum plumage
    plumbing plume plumes plummet plunder plung plunge plunged plur plural pluralism plurality plus
    plut pluto plutonium ply plymouth plywood pmc pmid pneum pneumatic pneumonia png poaching pocket
    pockets pod podcast podcasts pods poe poem poems poet poetic poetry poets poignant point pointed
    pointer pointers pointing pointless points poised poison poisoned poisoning poisonous poisons
    pok poke poker pol poland polar polarity polarization polarized pole poles polic police policies
    policing policy policym policymakers policymaking polio polish polished polishing polit polite
    politely politic political politically politician politicians politics poll pollen pollination
    pollinator pollinators polling polls pollut pollutant pollutants pollute polluted polluting
    pollution polly polo poly polyester polyethylene polyg polygon polygons polym polymer polymerase
    polymers polymorph polymorphism polyn polynes polynomial polynomials polyphen polyphenols polyps
    polys polytechn polythe polyunsaturated pom pomegran pomegranate pompe pompeii pon pond ponder
    pondered pondering ponds pont pony poo pool pooled pooling pools poop poor poorer poorest poorly
    pop popcorn pope popped popping poppy pops popul populace popular popularity popularized
    popularly populate populated population populations populous por porcelain porch pore pores pork
    porn pornography porosity porous port portability portable portal porter portfolio portfolios
    portion portions portland portrait portraits portray portrayal portrayals portrayed portraying
    portrays ports portsmouth portug portugal portuguese pos pose posed poses posing posit posited
    position positional positioned positioning positions positive positively positives positivity
    posits poss possess possessed possesses possessing possession possessions possibilities
    possibility possible possibly post postage postal postcards postcolonial postdoc postdocs
    postdoctoral posted poster posterior posterity posters postgraduate posthum posting postmodern
    postoperative postp postpartum postponed posts postsecondary postulated posture postures postwar
    pot potable potassium potato potatoes potency potent potential potentially potentials potomac
    pots potter pottery potting pouch poultry pound pounding pounds pour poured pouring poverty pow
    powder powdered powders powdery powell power powered powerful powerfully powerhouse powering
    powerless powerpoint powers pox ppe ppm pprint pra pract practical practicality practically
    practice practiced practices practicing practise practised practising practition practitioner
    practitioners prad pradesh prag pragmat pragmatic prague prairie prairies praise praised praises
    praising pras pratt pray prayed prayer prayers praying pre preach preached preacher preaching
    preb prec precarious precaution precautionary precautions preced precede preceded precedence
    precedent precedents precedes preceding precepts precinct precious precip precipitate
    precipitated precipitation precise precisely precision preclude precon preconceived precursor
    precursors pred predation predator predators predatory predecess predecessor predecessors
    predefined predetermined predic predicament predicate predict predictability predictable
    predicted predicting prediction predictions predictive predictor predictors predicts predis
    predisposed predisposition predom predominant predominantly preem preexisting pref preface
    prefer preferable preferably preference preferences preferential preferred preferring prefers
    prefix prefixes prefrontal pregn pregnancies pregnancy pregnant prehistoric prejud prejudice
    prejudices prel prelim preliminary prem premature prematurely premier premise premises premium
    premiums prenatal prep prepar preparation preparations preparatory prepare prepared preparedness
    prepares preparing preposition preprint preprocess preprocessing prerequ prerequisite
    prerequisites pres presbyter presbyterian presc preschool preschoolers prescribe prescribed
    prescribing prescription prescriptions presence present presentation presentations presented
    presenter presenting presently presents preserv preservation preservative preservatives preserve
    preserved preserves preserving presided presidency president presidential presidents press
    pressed presses pressing pressure pressured pressures pressurized prest prestige prestigious
    preston presum presumably presume presumed presumption presupp pret pretend pretending preterm
    pretty prev prevail prevailed prevailing prevails preval prevalence prevalent prevent
    preventable preventative prevented preventing prevention preventive prevents preview previous
    previously prey pri pric price priced priceless prices pricing prick pride pries priest
    priesthood priests prim primarily primary primate primates prime primer primers primitive
    primordial prin princ prince princes princess princeton princip principal principally principals
    principle principles print printable printed printer printers printing prints prior priori
    priorit priorities prioritize prioritized prioritizing priority prism prison prisoner prisoners
    prisons pristine priv privacy private privately privile privilege privileged privileges prize
    prized prizes pro proactive proactively prob probabilistic probabilities probability probable
    probably probate probation probe probes probing probiotic probiotics proble problem problematic
    problems proc proced procedural procedure procedures proceed proceeded proceeding proceedings
    proceeds process processed processes processing procession processor processors proclaim
    proclaimed proclamation procrast procrastination procure procurement prod produ produce produced
    producer producers produces producing product production productions productive productivity
    products prof profess profession professional professionalism professionally professionals
    professions professor professors proficiency proficient profile profiles profiling profit
    profitability profitable profits profound profoundly prog progen progenitor progeny progesterone
    prognosis program programmable programme programmed programmer programmers programmes
    programming programs progress progressed progresses progressing progression progressive
    progressively prohib prohibit prohibited prohibiting prohibition prohibits proj project
    projected projectile projecting projection projections projector projects prokary prol prolet
    proletariat prolif proliferation prolific prolong prolonged prom prominence prominent
    prominently promise promised promises promising promote promoted promoter promoters promotes
    promoting promotion promotional promotions prompt prompted prompting promptly prompts promul
    promulgated pron prone pronoun pronounce pronounced pronouns pronunciation proof proofs prop
    propag propaganda propagate propagated propagating propagation propane propel propellant
    propelled propeller propelling propensity proper properly properties property prophe prophecies
    prophecy prophes prophet prophetic prophets prophyl prophylaxis proponent proponents proport
    proportion proportional proportions propos proposal proposals propose proposed proposes
    proposing proposition propositions propri propriet proprietary props propulsion pros prose
    prosec prosecute prosecuted prosecution prosecutor prosecutors prospect prospective prospects
    prosper prosperity prosperous prost prostate prosthetic prostitution prot protagon protagonist
    protagonists prote protect protected protecting protection protections protective protector
    protectors protects protein proteins protest protestant protestantism protestants protested
    protesters protesting protests proto protocol protocols proton protons prototype prototypes
    prototyping protoz protr protracted protruding proud proudly prov prove proved proven provenance
    proverb proverbs proves provid provide provided providence provider providers provides providing
    province provinces provincial proving provision provisional provisions provocative provoke
    provoked provoking prow prowess prox proxies proximal proximity proxy prud prudent prune pruned
    pruning prussia prussian psa psalm psalms pseud pseudo psi psoriasis psy psych psyche psyched
    psychiat psychiatric psychiatrist psychiatrists psychiatry psychic psycho psychoactive psychoan
    psychoanalysis psychological psychologically psychologist psychologists psychology psychosis
    psychosocial psychothe psychotherapy psychotic pter ptole ptolemy pts ptsd pub puberty publ
    public publication publications publicity publicly publish published publisher publishers
    publishes publishing pubmed pudding puebl pueblo puerto puff puget pul pulitzer pull pulled
    pulling pulls pulmonary pulp puls pulse pulses pulumi pump pumped pumping pumpkin pumpkins pumps
    pun punch punct punctu punctuation puncture pung pungent punish punished punishing punishment
    punishments punitive punj punjab punk pup pupil pupils pupp puppet puppets puppies puppy pups
    pur purch purchase purchased purchases purchasing purdue pure purely purge purification purified
    purify puritan puritans purity purple purported purpos purpose purposeful purposefully purposely
    purposes purs purse pursu pursuant pursue pursued pursuing pursuit pursuits pus push pushed
    pushes pushing put putative putin putnam puts putting puzz puzzle puzzled puzzles puzzling pvc
    pvproperty pyg pygame pyl pylint pylori pym pyram pyramid pyramids pys pytest pyth pythag
    pythagorean python pytorch qatar qin qing qtcore qtgui qtwidgets quad quadr quadrant quadratic
    quadru quaint quake quaker quakers qual qualification qualifications qualified qualifies qualify
    qualifying qualitative qualities quality quant quantification quantified quantify quantifying
    quantitative quantities quantity quantum quar quarant quarantine quarrel quarry quart quarter
    quarterly quarters quartz quas quasi qubits que quebec queen queens queensland queer quer
    queries query queryset quest question questionable questioned questioning questionna
    questionnaire questionnaires questions quests queue qui quick quicker quickly quiet quieter
    quietly quil quilt quin quincy quinn quinoa quint quir quirks quirky quit quite quitting quiz
    quizzes quo quot quota quotas quotation quotations quote quoted quotes quoting qur quran rab
    rabbi rabbin rabbis rabbit rabbits rabies rac racc raccoons race raced races rachel racial
    racially racing racism racist rack racks rad radar radi radial radiant radiate radiating
    radiation radiative radiator radical radically radicals radii radio radioactive radioactivity
    radiocarbon radios radiotherapy radius radon raf raft rag rage raging rah raid raids rail
    railroad railroads rails railway railways rain rainbow rainf rainfall rainforest rainforests
    rains rainwater rainy raise raised raises raising raisins raj raja rajas rajasthan rake raleigh
    rall rallied rallies rally ralph ram rama ramadan raman ramifications ramp rampant ramps rams
    ran ranc ranch ranchers rand randall randolph random randomised randomized randomly randomness
    rang range ranged ranger rangers ranges ranging rank ranked ranking rankings ranks ransom
    ransomware rao rap rape raped raphael rapid rapidly rapids rapp rapport rapt rare rarely rarer
    rarity ras rash rashes raspberries raspberry raster rat rate rated rates rather ratification
    ratified rating ratings ratio ration rational rationale rationality rations ratios rats ratt rav
    ravaged raven raw ray raymond rays raz razor reach reached reaches reaching react reacted
    reacting reaction reactions reactive reactivity reactor reactors reacts read readability
    readable reader readers readily readiness reading readings reads ready reaffirm reagan reagents
    real realise realised realism realist realistic realistically realities reality realization
    realize realized realizes realizing really realm realms reap reapp rear reared rearing rearr
    rearrange reason reasonable reasonably reasoned reasoning reasons reass reassess reassurance
    reassure reassured reassuring reb rebecca rebel rebell rebellion rebellious rebels rebirth
    rebound rebuild rebuilding rebuilt rec recal recall recalled recalling recalls recap rece recei
    receipt receipts receive received receiver receivers receives receiving recent recently recept
    reception receptive receptor receptors recess recession recessive recharge rechargeable recip
    recipe recipes recipient recipients reciproc reciprocal reciprocity recitation recite recited
    reciting reck reckless recl reclaim reclaimed reclamation recogn recognise recognised recognises
    recognising recognition recognizable recognize recognized recognizes recognizing recol recomb
    recombinant recombination recomm recommend recommendation recommendations recommended
    recommending recommends recon reconc reconcile reconciled reconciliation reconnaissance
    reconnect reconsider reconst reconstruct reconstructed reconstruction record recorded recorder
    recording recordings records recount recounted recounts recourse recover recovered recovering
    recovery recre recreate recreation recreational recru recruit recruited recruiting recruitment
    recruits rect rectal rectangle rectangles rectangular rectify rectum recur recurrence recurrent
    recurring recurs recursive recycl recyclable recycle recycled recycling red redd reddish reddit
    rede redeem redefine redemption redes redesign redirect redis rediscovered redist redistribute
    redistribution redness redox redress reds redu reduce reduced reduces reducing reduction
    reductions redund redundancy redundant ree reed reeds reef reefs ref refer refere referee
    referees referen reference referenced references referencing referend referendum referral
    referrals referred referring refers refill refin refine refined refinement refineries refinery
    refining reflect reflected reflecting reflection reflections reflective reflects reflex reflexes
    reflux reforest reform reformation reformed reformer reformers reforming reforms refract
    refraction refractive refractory refrain refres refresh refreshed refreshing refrig refriger
    refrigerant refrigerated refrigeration refrigerator refrigerators refuel refug refuge refugee
    refugees refund refurb refusal refuse refused refuses refusing refute reg regain regained regard
    regarded regarding regardless regards regen regener regenerate regeneration regenerative regex
    regim regime regimen regimens regiment regiments regimes region regional regions regist register
    registered registering registers registration registry regression regret regul regular
    regularity regularization regularly regulate regulated regulates regulating regulation
    regulations regulator regulators regulatory regurg rehab rehabilit rehabilitation rehe rehears
    rehearsal reich reid reign reigned reigns reim reimag reimburse reimbursement rein reincarnation
    reindeer reinfor reinforce reinforced reinforcement reinforcements reinforces reinforcing reins
    reinst reintrodu reiter reject rejected rejecting rejection rejects rejo rejoice rejuven rel
    relapse relat relatable relate related relates relating relation relational relations
    relationship relationships relative relatively relatives relativity relax relaxation relaxed
    relaxing relay relays rele release released releases releasing relegated relent relentless
    relevance relevant reliability reliable reliably reliance reliant relic relics relie relied
    relief relies relieve relieved relieves relieving relig religion religions religious religiously
    relinqu reload relocate relocated relocation reluct reluctance reluctant reluctantly rely
    relying rem remain remainder remained remaining remains remark remarkable remarkably remarked
    remarks remed remedi remedial remediation remedies remedy remem remember remembered remembering
    remembers remembrance remind reminded reminder reminders reminding reminds reminis reminiscent
    remission remitt remn remnant remnants remod remodeling remorse remot remote remotely remov
    removable removal remove removed removes removing remun ren renaissance renal rename renamed
    rend render rendered rendering renders renew renewable renewables renewal renewed renov
    renovated renovation renowned rent rental rented renting rents reopened reorgan reorganization
    rep repair repaired repairing repairs reparations repatri repay repayment repe repeal repealed
    repeat repeated repeatedly repeating repeats repel repell repellent repent repentance reper
    repercussions reperto repertoire repet repetition repetitions repetitive repl replace replaced
    replacement replacements replaces replacing replen replenish replic replica replicas replicate
    replicated replicates replicating replication replied replies reply repo report reported
    reportedly reporter reporters reporting reports repos reposition repositories repository repr
    represent representation representations representative representatives represented representing
    represents repressed repression repressive reprint reprinted repro reprodu reproduce reproduced
    reproducible reproducing reproduction reproductive reprogram rept reptile reptiles repub
    republic republican republicans republics repur reput reputable reputation reputations reputed
    req requ request requested requesting requests require required requirement requirements
    requires requiring requisite res resc rescue rescued rese researc research researched researcher
    researchers researches researching resemb resemblance resemble resembled resembles resembling
    resent resentment reserv reservation reservations reserve reserved reserves reservoir reservoirs
    reset resettlement resh reshape reshaping resid reside resided residence residences residency
    resident residential residents resides residing residual residuals residue residues resign
    resignation resigned resilience resiliency resilient resin resins resist resistance resistant
    resisted resisting resistor resistors resists resize resol resolution resolutions resolve
    resolved resolves resolving reson resonance resonant resonate resonated resonates resort
    resorted resorting resorts resource resourceful resourcefulness resources resp respect
    respectable respected respectful respectfully respecting respective respectively respects
    respiration respiratory respite respond responded respondent respondents responders responding
    responds respons response responses responsibilities responsibility responsible responsibly
    responsive responsiveness rest restart restaur restaurant restaurants rested resting restitution
    restless restlessness restoration restorations restorative restore restored restoring restrain
    restrained restraint restraints restrict restricted restricting restriction restrictions
    restrictive restricts restruct restructuring rests result resultant resulted resulting results
    resume resumed resumes resur resurg resurgence resurrect resurrection resusc resuscitation ret
    retail retailer retailers retain retained retaining retains retal retaliation retard retardation
    retention rethink retic retin retina retinal retinopathy retire retired retirement retiring
    retract retraction retreat retreated retreating retribution retrie retrieval retrieve retrieved
    retrieving retro retrofit retros retrospect retrospective retry return returned returning
    returns reun reusable reuse reused reusing reuters rev reve reveal revealed revealing reveals
    revel revelation revelations reven revenge revenue revenues rever reverber revere revered
    reverence reverend revers reversal reverse reversed reversible reversing revert review reviewed
    reviewer reviewers reviewing reviews revis revise revised revising revision revisions revisit
    revisiting revital revitalization revival revive revived revol revolt revolution revolutionaries
    revolutionary revolutionize revolutionized revolutionizing revolutions revolve revolved revolves
    revolving rew reward rewarded rewarding rewards rewrite rewritten rex rey reyn reynolds rfc rfid
    rgb rhe rhet rhetoric rhetorical rheumat rheumatoid rhin rhine rhinitis rhino rhinos rhiz
    rhizomes rho rhod rhode rhodes rhy rhyme rhymes rhyming rhyth rhythm rhythmic rhythms rib ribbon
    ribbons ribs ric rica rican rice rich richard richards richardson richer riches richest richly
    richmond richness rick rico rid riddle riddles ride rider riders rides ridge ridges ridicul
    ridicule ridiculous riding riemann rif rifle rifles rift rig right righteous righteousness
    rightful rightly rights rigid rigidity rigor rigorous rigorously riley rim ring ringing rings
    rins rinse rinsing rio riot riots rip riparian ripe ripen ripening ripped ripple ripples ris
    rise risen rises rising risk risked risking risks risky rit rite rites ritual rituals riv rival
    rivalry rivals river rivera rivers riverside rms rna rnas road roadmap roads roadside roadway
    roadways roam roamed roaming roast roasted roasting rob robbed robbery robe rober robert roberts
    robertson robes robin robinson robot robotic robotics robots robust robustness roc rochester
    rock rockefeller rocket rockets rockies rocks rocky rod rode rodent rodents rodrig rodriguez
    rods roe rog roger rogers rogue roh rohing roi rol roland role roles roll rolled roller rollers
    rolling rolls rom roma roman romance romances romania romanian romans romantic romanticism rome
    romeo ron ronald roof roofing roofs rooft rooftop room rooms roosevelt roost root rooted rooting
    roots rope ropes ros rosa rose rosemary rosen roses rosetta rosh rospy ross rot rotary rotate
    rotated rotates rotating rotation rotational rotations roth rotor rotten rotting rou rouge rough
    roughly roughness round rounded rounding rounds rousseau rout route routed router routers routes
    routine routinely routines routing routledge rover row rowing rows roy royal royalties royalty
    rpm rsa rss rsv rub rubbed rubber rubbing rubbish rubble rubric rubrics ruby rud rude
    rudimentary rudolf rug rugby rugged rugs ruin ruined ruins rul rule ruled ruler rulers rules
    ruling rulings rum rumors run runaway runner runners running runny runoff runs runtime
    runtimeerror runway rupt rupture rural rus rush rushed rushing russ russell russia russian
    russians rust rustic rut rutgers ruth rutherford ruthless rwanda ryan rye sab sabbath sabot
    sabotage sac sach sack sacr sacra sacrament sacramento sacraments sacred sacrific sacrifice
    sacrificed sacrifices sacrificial sacrificing sacs sad sadd saddam saddle sadly sadness saf
    safari safe safegu safeguard safeguarding safeguards safely safer safest safety saff saffron sag
    saga sage sages sah sahara said sail sailed sailing sailor sailors sails saint saints sak sake
    sal salad salads salam salamanders salaries salary sale salem sales salient saline salinity
    salisbury saliva salivary sally salmon salmonella salon salt salts saltwater salty salv salvador
    salvage salvation sam samantha samar same sami sammy samoa sampl sample sampled sampler samples
    sampling sams samsung samuel samurai san sanct sanction sanctioned sanctions sanctity
    sanctuaries sanctuary sand sanders sandra sands sandstone sandwic sandwich sandwiches sandy sang
    sanit sanitary sanitation sanitizer sanity sank sanskrit sant santa santiago santos sap sapiens
    sapp sar sara sarah saras sarc sard sardines sarg sars sart sas sask saskatchewan sass sat satan
    satell satellite satellites satiety satire satirical satis satisf satisfact satisfaction
    satisfactory satisfied satisfies satisfy satisfying saturated saturation saturday saturn sau
    sauce sauces saudi saul saunders sausage sav savage savanna savannah save saved saves saving
    savings savior savory savvy saw sax saxon say saying sayings says scab scaff scaffold
    scaffolding scal scalability scalable scalar scale scaled scales scaling scall scalp scaly scam
    scams scan scand scandal scandinav scandinavia scandinavian scanned scanner scanners scanning
    scans scant scap scape scar scarc scarce scarcely scarcity scare scared scarlet scarring scars
    scary scatter scattered scattering scav scen scenario scenarios scene scenery scenes scenic
    scent scents scept sch sche sched schedul schedule scheduled scheduler schedules scheduling
    schem schema schematic scheme schemes schizophrenia schmidt schne schneider schol scholar
    scholarly scholars scholarship scholarships school schoolchildren schoolers schooling schools
    schu schul schw schwartz schwarz schwe sci science sciences scient scientific scientifically
    scientist scientists scipy scissors scler sclerosis scoliosis scoop scoot scope scor scorching
    score scored scores scoring scorn scorp scot scotia scotland scots scott scottish scout scouts
    scr scra scram scrambled scrap scrape scraping scraps scrat scratch scratched scratches
    scratching scre scream screaming screen screened screening screenings screens screenshot screw
    screws scrib scribes script scripting scripts scriptural scripture scriptures scroll scrolling
    scrolls scrub scrum scrumptious scrut scrutin scrutiny scuba scul sculpt sculptor sculpture
    sculptures scur scy sdg sdgs sds sea seab seabed seabirds seaf seafloor seafood seag seal
    sealants sealed sealing seals seam seamless seamlessly seams sean sear searc search searchable
    searched searches searching seas season seasonal seasonality seasonally seasoned seasoning
    seasonings seasons seat seated seating seats seattle seaw seawater seaweed seb sebast sebastian
    sec secession second secondary secondhand secondly seconds secre secrecy secret secretariat
    secretary secrete secreted secretion secretions secretive secretly secrets sect section sections
    sector sectors sects secular secure secured securely securing securities security sed sedation
    sedentary sediment sedimentary sedimentation sediments see seed seeded seeding seedling
    seedlings seeds seeing seek seekers seeking seeks seem seemed seeming seemingly seems seen seep
    sees seg segment segmentation segmented segments segregated segregation seism seismic seiz seize
    seized seizing seizure seizures sel seldom select selected selecting selection selections
    selective selectively selectivity selector selects selenium self selfish selfless sell seller
    sellers selling sells selves sem semantic semantics semen semester semi semic semicon
    semiconductor semiconductors semin seminal seminar seminars seminary semitic sen senate senator
    senators send sender sending sends seneca senegal senior seniors sens sensation sensational
    sensations sense sensed senses sensibilities sensible sensing sensit sensitive sensitivities
    sensitivity sensor sensors sensory sent sentence sentenced sentences sentencing sentient
    sentiment sentimental sentiments sentinel seo seoul sep separ separate separated separately
    separates separating separation separator sephard sepsis sept september septic seq sequ sequel
    sequence sequenced sequences sequencing sequential sequentially sequest sequestration ser serb
    serbia serbian serbs seren serendip serene serge sergeant serial serialize serialized serializer
    serializers series serious seriously seriousness serm sermon sermons serotonin serpent serum
    serv servant servants serve served server servers serves servic service services servicing
    serving servings servitude sesame sess session sessions set setattr setback setbacks seth sets
    sett setting settings settle settled settlement settlements settler settlers settles settling
    setup setuptools seven sevent seventeen seventeenth seventh seventy sever several severe severed
    severely severity sew sewage sewer sewing sewn sex sexes sexism sexual sexuality sexually sey
    seymour sha shab shabbat shack shad shade shaded shades shading shadow shadows shady shaft
    shafts shah shak shake shaken shakespeare shaking shale shall shallow shalt sham shaman shame
    shamp shampoo shan shang shanghai shannon shap shape shaped shapes shaping shar share shared
    shareholder shareholders shares sharing shark sharks sharma sharon sharp sharpen sharper sharply
    shattered shaw she shear sheath shed shedding sheds sheep sheer sheet sheets sheffield shel
    shelf shell shelley shellfish shells shelter sheltered shelters shelves shen shepherd shepherds
    sher sheriff sherman shi shia shield shielding shields shif shift shifted shifting shifts shim
    shimmer shin shine shines shingles shining shinto shiny ship shipment shipments shipped shipping
    ships shipwre shir shirley shirt shirts shiva sho shock shocked shocking shocks shoe shoes shone
    shook shoot shooting shootings shoots shop shoppers shopping shops shor shore shoreline shores
    short shortage shortages shortcomings shortcut shortcuts shorten shortened shortening shorter
    shortest shorth shorthand shortly shortness shorts shot shots should shoulder shoulders shouldn
    shout shouted shouting shovel show showc showcase showcased showcases showcasing showed shower
    showers showing shown shows shr shred shredded shrew shrimp shrine shrines shrink shrinkage
    shrinking shrou shrouded shrub shrubs shu shuff shuffle shunt shut shutdown shutil shutter
    shutting shuttle shy sib siberia siberian sibling siblings sic sicily sick sickle sickness sid
    sidd siddh side sided sides sidewalk sidewalks sideways sidney sie siege siem sierra sieve sig
    sigh sighed sight sighted sighting sightings sights sigma sigmoid sign signage signal signaled
    signaling signalling signals signature signatures signed signific significance significant
    significantly signified signifies signify signifying signing signs sik sikh sikhs sil silence
    silenced silencing silent silently silhou silhouette silic silica silicon silicone silk silly
    silt silva silver silvery sim similar similarities similarity similarly simmer simmering simon
    simpl simple simpler simplest simplex simplicity simplified simplifies simplify simplifying
    simplistic simply simpson simulate simulated simulating simulation simulations simulator
    simultane simultaneous simultaneously sin sinai since sincere sincerely sincerity sinclair sind
    sine sinful sing singapore singer singers singh singing single sings singular sinister sink
    sinking sinks sinners sins sinus sinuses sinusitis sioux sip sipping sir sire siri sis sister
    sisters sit site sites sits sitting situ situated situation situational situations six sixteen
    sixteenth sixth sixty sizable size sizeable sized sizes sizing skate skates skating ske skeletal
    skeleton skeletons skeptic skeptical skepticism skeptics sket sketch sketches sketching skewed
    ski skies skiing skill skilled skillet skillful skillfully skills skim skin skincare skinner
    skins skip skipped skipping skirm skirt skirts sklearn skull skulls sky skype skyrock skys
    skyscrapers sla slab slabs slack slain slang slash slate slaughter slaughtered slav slave
    slavery slaves slavic sle sled slee sleek sleep sleepiness sleeping sleepy sleeve sleeves
    slender slept slew sli slic slice sliced slices slicing slide slider slides sliding slight
    slightest slightly slim slime slip slipped slippery slipping slips slit sloan slog slogan
    slogans slope slopes sloping slot slots slovakia sloven slovenia slow slowed slower slowing
    slowly slows slu sludge slug sluggish slugs slums slurry small smaller smallest smallpox smart
    smarter smartphone smartphones smashed smear smel smell smelling smells smile smiled smiles
    smiling smith smithsonian smo smog smok smoke smoked smoker smokers smoking smoky smoot smooth
    smoother smoothie smoothies smoothing smoothly sms smugg smuggling snack snacking snacks snail
    snails snake snakes snap snapped snapping snapshot snapshots sne sneak sneaky sneeze sneezing
    sniff snipp snippet snippets snoring snork snout snow snowfall snowfl snowy snps snug snyder
    soak soaked soaking soap soaps soar soared soaring sob sober soc soccer soci social socialism
    socialist socialization socialize socializing socially societ societal societies society socio
    sociocultural socioeconomic sociological sociologist sociologists sociology sociopolitical sock
    socket sockets socks socrates sod soda sodas sodium sof sofia soft soften softened softer softly
    software soil soils sol solace solar sold solder soldering soldier soldiers sole solely solemn
    soles solic solicit solid solidarity solidified solidify solidifying solids solitary solitude
    solo solomon solstice solub solubility soluble solution solutions solve solved solvent solvents
    solver solvers solves solving som somali somalia somatic some somebody someday somehow someone
    somers somerset something sometime sometimes somewhat somewhere son sonar song songs sonic
    sonnet sons sony soon sooner soot soothe soothing soph sophia sophie sophist sophisticated
    sophistication sor sore soreness sores sorghum sorrow sorry sort sorted sorting sorts sou sought
    soul souls sound sounded sounding sounds soup soups sour source sourced sources sourcing south
    southampton southeast southeastern southern southward southwest southwestern souven sov sovere
    sovereign sovereignty soviet soviets sow sowing sown soy soybean soybeans spa spac space
    spacecraft spaced spaceflight spaces spaceship spacetime spacex spacing spacious spain spam span
    spani spaniards spanish spanned spanning spans spar spare spared sparing sparingly spark sparked
    sparking sparkling sparks sparrow spars sparse sparsely spart sparta spasms spat spatial
    spatially spawn spawned spawning spd spe speak speaker speakers speaking speaks spear spears
    spec speci special specialised specialist specialists specialization specialize specialized
    specializes specializing specially specialties specialty speciation species specific
    specifically specification specifications specificity specifics specified specifies specify
    specifying specim specimen specimens speck spect spectacle spectacular spectators spectra
    spectral spectrom spectrometer spectrometry spectroscopy spectrum speculate speculated
    speculation speculative speech speeches speed speeding speeds speedy spell spelled spelling
    spellings spells spencer spend spending spends spent sper sperm spermat spf sph sphere spheres
    spherical sphinct sphincter sphinx spi spice spices spicy spider spiders spies spike spikes
    spill spilled spills spin spinach spinal spindle spine spines spinning spins spir spiral spirals
    spirit spirits spiritual spirituality spiritually spit spite spl splash spleen splend splendid
    splendor splic splint split splits splitting spo spoil spoilage spoiled spok spoke spoken spokes
    spokesman spokesperson spondyl spong sponge sponges spons sponsor sponsored sponsors sponsorship
    spont spontaneous spontaneously spoon spoons spor sporadic spores sport sporting sports spot
    spotlight spots spotted spotting spouse spouses spp spr sprang spraw sprawl sprawling spray
    sprayed spraying sprays spread spreading spreads spreadsheet spreadsheets spring springer
    springfield springs springtime sprink sprinkle sprinkled sprinkler sprint sprou sprout sprouted
    sprouting sprouts spruce sprung spun spur spurred spurs spy sql sqlalchemy sqlite sqrt squ squad
    squadron squamous square squared squares squash squat sque squee squeeze squeezed squeezing
    squid squir squirrel squirrels src sri ssd ssh ssl ssr sta stab stabil stability stabilization
    stabilize stabilized stabilizing stable stack stacked stacking stacks stadium staff staffing
    stafford stag stage staged stages staggering staging stagn stagnant stagnation stain stained
    staining stainless stains stair staircase stairs stake stakeholder stakeholders stakes stal
    stalin stalk stalks stall stalled stalls stam stamina stamp stamped stamps stan stance stand
    standalone standard standardised standardization standardized standards standby standing
    standpoint stands stanford stanley stanton stanza staphylococcus staple staples star starch
    starches stare staring stark starl starring stars start started starter starters starting
    startling starts startup startups starvation starve starved starving stat state stated statehood
    statement statements states statesman statewide static stating station stationary stationed
    stations statistic statistical statistically statistics stats statue statues stature status
    statute statutes statutory stay stayed staying stays std stderr stdout stds ste stead steadfast
    steadily steady steak steal stealing stealth steam steamed steamer steaming steel steep steeped
    steer steering stef stefan stein steiner stellar stem stemmed stemming stems sten stencil
    stenosis step stephan stephanie stephen stepped stepper stepping steps ster stere stereo
    stereotype stereotypes stereotypical steril sterile sterilization stern steroid steroids stev
    steve steven stevens stevenson stew stewards stewardship stewart stews stick sticker stickers
    sticking sticks sticky stif stiff stiffness stigma stigmat still stim stimul stimulant
    stimulants stimulate stimulated stimulates stimulating stimulation stimuli stimulus sting
    stinging stings stink stip stipulated stir stirling stirred stirring stitch stitches stitching
    sto stochastic stock stocked stockholm stocking stockp stocks stole stolen stom stomach stomachs
    stone stonehenge stones stood stool stools stop stopped stopping stops stor storage store stored
    stores stories storing storm storms stormwater stormy story storyline storylines storyt
    storytellers storytelling stout stove stoves str stra straight straightforward strain strained
    straining strains strait strand stranded strands strang strange strangely stranger strangers
    strap straps strat strata strateg strategic strategically strategies strategy stratification
    stratified stratosphere strauss straw strawberries strawberry straws stray stre streak streaks
    stream streaming streamline streamlined streamlining streams street streets stren streng
    strength strengthen strengthened strengthening strengthens strengths strenuous strept
    streptococcus stress stressed stresses stressful stressing stressors stret stretch stretched
    stretches stretching stri stric strict stricter strictly stride strides strife strike strikes
    striking strikingly string stringent strings strip stripe striped stripes stripped stripping
    strips strive strives striving stro stroke strokes stroll strom strong stronger strongest
    strongh stronghold strongly stru struck struct structural structurally structure structured
    structures structuring strugg struggle struggled struggles struggling stuart stub stubborn stuck
    stud student students studied studies studio studios study studying stuff stuffed stuffing
    stumble stumbled stumbling stump stunned stunning stunt stunted stup stupid sturdy sty styl
    style styles styling stylish stylistic stylized sub subclass subconscious subcontinent
    subdivided subdivision subdu subdued subfield subgen subgenre subgroup subgroups subject
    subjected subjective subjects subjug sublim sublime submar submarine submarines submerged
    submission submissions submit submitted submitting subnet suboptimal subord subordinate
    subordinates subprocess subs subsc subscribe subscribers subscription subscriptions subsequ
    subsequent subsequently subset subsets subsid subsidiary subsidies subsidized subsidy
    subsistence subspecies subst substance substances substant substantial substantially substantive
    substitute substituted substitutes substituting substitution substr substrate substrates
    subsurface subt subterranean subtle subtly subtract subtracting subtraction subtropical subtype
    subtypes subunit suburb suburban suburbs subway suc succ succeed succeeded succeeding succeeds
    success successes successful successfully succession successive successor successors succinct
    succulent succulents succumb such suck sucked sucking sucrose suction sud sudan sudden suddenly
    sudo sue sued suf suff suffer suffered sufferers suffering sufferings suffers suffice sufficient
    sufficiently suffix suffixes suffolk suffrage sufi sug sugar sugarcane sugars sugary suggest
    suggested suggesting suggestion suggestions suggestive suggests suicidal suicide suicides suit
    suitability suitable suite suited suits sul sulf sulfate sulfide sulfur sullivan sulph sulphur
    sultan sum sumatra sumerian summ summar summaries summarize summarized summarizes summarizing
    summary summed summer summers summertime summit summon summoned sums sun sunburn sund sunday
    sundays sunflower sung sunglasses sunk sunken sunlight sunni sunny sunrise sunscreen sunscreens
    sunset sunshine sup super superb supercomputer superconduct superconducting superf superficial
    superflu superhero superheroes superintendent superior superiority superiors superman
    supermarket supermarkets supernatural supernov supernova superpower superpowers supers
    superseded supersonic superst superstition superv supervise supervised supervising supervision
    supervisor supervisors supp supper suppl supplement supplemental supplementary supplementation
    supplemented supplementing supplements supplied supplier suppliers supplies supply supplying
    support supported supporter supporters supporting supportive supports suppose supposed
    supposedly suppress suppressed suppresses suppressing suppression supra supre suprem supremacy
    supreme sur sure surely surf surface surfaced surfaces surfact surfing surg surge surgeon
    surgeons surgeries surgery surges surgical surgically surn surname surnames surpass surpassed
    surplus surpr surprise surprised surprises surprising surprisingly surreal surrender surrendered
    surrey surrog surrogate surround surrounded surrounding surroundings surrounds surv surve
    surveillance survey surveyed surveying surveys surviv survival survive survived survives
    surviving survivor survivors sus susan suscept susceptibility susceptible sushi susp suspect
    suspected suspects suspend suspended suspense suspension suspicion suspicions suspicious sussex
    sust sustain sustainability sustainable sustainably sustained sustaining sustains sustenance sut
    sutton suz swab swahili swallow swallowed swallowing swam swamp swamps swan swap swapping swarm
    sway swe swear sweat sweating sweats swed sweden swedish sweep sweeping sweet sweetened
    sweetener sweeteners sweeter sweetness sweets swell swelling swept swift swiftly swim swimmer
    swimmers swimming swine swing swinging swings swirling swiss switch switched switches switching
    switzerland swollen sword swords sworn syd sydney syl syll syllable syllables syllabus sym symb
    symbiotic symbol symbolic symbolically symbolism symbolize symbolized symbolizes symbolizing
    symbols symmetric symmetrical symmetry sympath sympathetic sympathy symph symphony symposium
    symptom symptomatic symptoms syn synagogue synagogues synapses synaptic sync synchron
    synchronization synchronized synchronous synd syndrome syndromes synerg synergistic synonym
    synonymous synonyms synov synt syntactic syntax synth synthes synthesis synthesize synthesized
    synthesizing synthetic syphilis syracuse syria syrian syringe syrup sys syscall syst system
    systematic systematically systemic systems systolic tab table tables tablesp tablespoon
    tablespoons tablet tablets taboo tabs tac tacit tack tackle tackled tackling tact tactic
    tactical tactics tactile tad taft tag tagged tagging tags tah tai tail tailor tailored tailoring
    tails tainted taiwan taiwanese taj tak take takeaways taken takeoff takeover takes taking tal
    tale talent talented talents tales taliban talk talked talking talks tall taller tallest tally
    talm talmud tam tame tamil tampa tan tandem tang tangent tangible tangled tangy tank tanks tann
    tanning tant tantal tantalizing tanz tanzania tao taoism tap tape taper tapes tapestry tapped
    tapping taps tar tara target targeted targeting targets tariff tariffs tart tartar tas task
    tasked tasks tasman tasmania tast taste tasted tastes tasting tasty tate tattoo tattoos tau
    taught tavern tax taxa taxable taxation taxed taxes taxi taxing taxon taxonomic taxonomy taxpay
    taxpayer taxpayers tay taylor tbi tbsp tcp tea teac teach teacher teachers teaches teaching
    teachings team teamed teamm teammates teams teamwork tear tearing tears teas teasing teasp
    teaspoon teaspoons tec tech techn technical technically technician technicians technique
    techniques technological technologically technologies technologists technology tect tectonic
    tectonics ted teddy tedious teeming teen teenage teenager teenagers teens teeth teh tehran tel
    tele telecommunications telegraph telemedicine telephone telephones telesc telescope telescopes
    television televisions tell telling tells telome telomeres tem temp temper temperament temperate
    temperature temperatures tempered tempfile templ template templates temple temples tempo tempor
    temporal temporarily temporary tempt temptation tempted tempting ten tenacity tenant tenants
    tend tended tendencies tendency tender tenderness tending tendon tendons tends tenets tenn
    tennessee tennis tens tense tenses tensile tension tensions tensor tensorflow tensors tent
    tentacles tentative tenth tents tenure ter teresa term termed terminal terminals terminate
    terminated termination terminology termite termites terms terr terra terrace terraces terrain
    terrains terrestrial terrible terribly terrific terrified terrifying territ territorial
    territories territory terror terrorism terrorist terrorists terry tertiary tes tesla test
    testament testcase tested tester testes testicles testicular testified testify testim
    testimonies testimony testing testosterone tests tet tetanus tetra tex texas text textbook
    textbooks textile textiles texting texts textual texture textured textures tgt thai thailand
    thames than thank thanked thankful thankfully thanks thanksgiving that thatcher thc the theat
    theater theaters theatre theatres theatrical thebes thee theft their theirs them thematic theme
    themed themes themselves then thence theod theodore theolog theologian theologians theological
    theology theor theore theorem theorems theoretical theoretically theories theorist theorists
    theorized theory ther thera therap therapeutic therapeutics therapies therapist therapists
    therapy there thereafter thereby therefore therein thereof therm thermal thermodynamic
    thermodynamics thermometer thermost thermostat these theses thesis thess thessalon theta they
    thi thick thickened thickening thicker thickness thief thieves thigh thighs thin thing things
    think thinker thinkers thinking thinks thinly thinner thinning thir third thirds thirst thirsty
    thirteen thirteenth thirty this thom thomas thompson thomson thor thoracic thoreau thorn thorns
    thorough thoroughly those thou though thought thoughtful thoughtfully thoughts thous thousand
    thousands thr thread threaded threading threads threat threaten threatened threatening threatens
    threats three threshold thresholds threw thrift thrill thrilled thrilling thrive thrived thrives
    thriving thro throat throats throm thromb thrombosis throne throttle through throughout
    throughput throw throwing thrown throws thru thrust thumb thumbnail thumbs thunder thunderstorm
    thunderstorms thur thursday thus thwart thy thym thyme thyroid tian tib tiber tibet tibetan tick
    ticket tickets ticks tid tidal tide tides tidy tie tied tier ties tig tiger tigers tight tighten
    tightening tighter tightly tightness tik til tile tiles till tillage tilt tilted tim timber time
    timed timedelta timeframe timeless timeline timelines timely timeout timer times timest
    timestamp timet timetable timezone timing timmy timor timothy tin tinct tingling tinnitus tint
    tiny tip tipped tipping tips tir tire tired tiredness tirelessly tires tissue tissues tit titan
    titanic titanium title titled titles titus tkinter tls tmj tmp toad toads toast tob tobacco
    today todd toddler toddlers todo toe toes tofu toget together toggle toile toilet toilets tok
    token tokenizer tokens tokyo tol told toledo toler tolerance tolerances tolerant tolerate
    tolerated tolkien toll tom tomat tomato tomatoes tomb tombs tommy tomography tomorrow ton tonal
    tone tones tong tongue tongues tonic tonight tonnes tons tonsils tony too took tool toolbar
    toolbox toolkit tools tooth toothbrush toothpaste top topic topical topics topographic
    topography topological topology topp topped tops topsoil tor torah torch torchvision torment
    torn tornado tornadoes toronto torped torpedo torque torrent torres tors torso tort tortoise
    tortoises torture tortured toss tossed tossing tot total totaling totalitarian totality totally
    totals tou touch touched touches touching toug tough tougher toughness tour touring tourism
    tourist tourists tournament tournaments tours tout touted tow toward towards towel towels tower
    towering towers town towns township townships tox toxic toxicity toxicology toxin toxins toy
    toyota toys tqdm tra trace traceback traced tracer traces trache tracing track tracked tracker
    tracking tracks tract traction tractor tractors tracts trad trade traded tradem trademark
    trademarks tradeoffs trader traders trades trading tradition traditional traditionally
    traditions traff traffic trafficking trag traged tragedies tragedy tragic trail trailbl trailer
    trailing trails train trained trainees trainer trainers training trainings trains trait traits
    traject trajectories trajectory tram tran tranqu tranquil tranquility trans transact transaction
    transactions transatlantic transc transcend transcended transcendent transcendental transcending
    transcends transcribed transcript transcription transcripts transducer transf transfer
    transferable transferred transferring transfers transform transformation transformational
    transformations transformative transformed transformer transformers transforming transforms
    transfusion transfusions transg transgender transgenic transient transist transistor transistors
    transistorsum transit transition transitional transitioning transitions transl translate
    translated translates translating translation translational translations translator translators
    translucent transmission transmissions transmit transmits transmitted transmitter transmitters
    transmitting transnational transp transparency transparent transplant transplantation
    transplanted transplanting transplants transport transportation transported transporter
    transporting transports transpose transverse trap trapped trapping traps trash traum trauma
    traumas traumatic trav travel traveled traveler travelers traveling travelled travellers
    travelling travels travers traverse traversed traversing tray trays tre treacher treacherous
    tread treadmill treason treasure treasured treasures treasury treat treatable treated treaties
    treating treatise treatises treatment treatments treats treaty tree treehouse trees trek trem
    tremend tremendous tremendously tremor tremors trench trenches trend trends trent tresp tri
    triad trial trials triang triangle triangles triangular trib tribal tribe tribes tribunal
    tribune tribut tributaries tributary tribute tric trich trick tricks tricky tried tries trif
    trig trigger triggered triggering triggers triglycer triglycerides trigon trigonometry tril
    trill trillion trillions trim trimes trimester trimmed trimming trin trinidad trinity trio trip
    triple tripled trips trit trium triumph triumphant triumphs trivia trivial tro trojan trol troop
    troops trop tropes trophic trophy tropical tropics troposp trotsky trou trouble troubled
    troubles troublesh troubleshooting troublesome troubling trough trousers trout trove troy tru
    truck trucks true truly truman trump trumpet trunc truncated trunk trunks truss trust trusted
    trustee trustees trusting trusts trustworthiness trustworthy trusty truth truthful truths try
    trying tsar tsp tsun tsunami tsunamis ttype tub tube tuber tuberculosis tubers tubes tubing
    tubman tubular tuc tucked tucker tucson tud tudor tuesday tug tuition tul tuls tum tummy tumor
    tumors tumour tumours tumult tumultuous tun tuna tundra tune tuned tunes tungsten tuning tunis
    tunisia tunnel tunnels tuple tuples tur turb turbine turbines turbo turbulence turbulent turf
    turing turk turkey turkeys turkish turks turmeric turmoil turn turnaround turned turner turning
    turnout turnover turns turquoise turret turtle turtles tus tut tutor tutorial tutorials tutoring
    tutors tvs twain twe tweak tweet tweets twelfth twelve twentieth twenty twice twigs twilight
    twin twinkling twins twist twisted twisting twists twitter two txt tying tyler typ type typed
    typeerror types typh typhoid typical typically typing typography tyr tyrann tyranny uae uav uber
    ubiqu ubiquitous ubuntu ucla ucs udp ufo uganda ugly uid ukrain ukraine ukrainian ulcer ulcers
    ulster ult ultimate ultimately ultra ultrason ultrasonic ultrasound ultraviolet ulysses umay umb
    umbilical umbrella una unable unacceptable unaffected unamb unanim unanimous unanimously
    unanswered unatt unattended unauthorized unavailable unavoid unavoidable unaware unbalanced
    unbear unbearable unbelie unbiased unborn unbroken unc uncertain uncertainties uncertainty
    unchanged uncharted unchecked uncle unclean unclear uncomfort uncomfortable uncommon uncon
    unconditional unconscious unconsciously unconst unconstitutional uncontroll uncontrollable
    uncontrolled unconventional uncover uncovered uncovering und undefined unden undeniable under
    underdeveloped underest underestimate underestimated undergo undergoes undergoing undergone
    undergrad undergraduate undergraduates underground underlie underlies underline underlined
    underlying underm undermine undermined undermines undermining underneath underp underpin
    underpinning underpinnings underrepresented unders undersc underscore underscored underscores
    underscoring underserved underside understand understandable understanding understandings
    understands understood undert undertake undertaken undertaking undertook underwater underway
    underweight underwent underworld undes undesirable undet undetected undeveloped undiagnosed
    undist undisturbed undo undocumented undoubtedly undue une unearthed unease uneasy unem
    unemployed unemployment unequ unequal unequiv unesco unethical uneven unexpected unexpectedly
    unexpl unexplained unexplored unf unfair unfairly unfamiliar unfavorable unfinished unfit unfold
    unfolded unfolding unfolds unfore unforeseen unforgettable unfortunate unfortunately ung unh
    unhappy unhcr unhe unhealthy unheard unic unicef unicode unidentified unification unified
    uniform uniformity uniformly uniforms unifying unilateral unimag unimaginable unimportant
    uninhab unint unintended unintentional unintentionally uninterrupted union unions uniqu unique
    uniquely uniqueness unit unite united unites uniting units unittest unity univ univers universal
    universality universally universe universes universities university unix unjust unknow
    unknowingly unknown unl unlawful unle unleash unleashed unless unlike unlikely unlimited unlock
    unlocking unman unmanned unmarried unmet unmist unnamed unnatural unnecess unnecessarily
    unnecessary unnot unnoticed unob unofficial unp unpack unpaid unparalleled unpleasant unpopular
    unpre unprecedented unpredict unpredictable unprepared unprotected unpublished unquestion
    unravel unraveling unre unreal unrealistic unreason unreasonable unregulated unrelated
    unreliable unresolved unrest unrestricted uns unsafe unsatis unsaturated unsc unseen unsett
    unsettling unstable unstructured unsuccessful unsuitable unsupervised unsur unsure unsus
    unsuspecting unsustainable unt untapped until unto untold untouched untreated unus unused
    unusual unusually unve unveiled unw unwanted unwavering unwell unwilling unwitting upanish
    upbringing upcoming upd update updated updates updating upfront upgrad upgrade upgraded upgrades
    upgrading uphe upheaval upheld uphill uphold upholding upl upland uplift uplifting upload
    uploaded uploading upon upp upper upright uprising uprisings ups upset upsetting upside upstream
    upt uptake upward upwards uran uranium uranus urban urbanization urdu ure urea ureth urethra
    urge urged urgency urgent urgently urges urging uri uric urinary urinate urination urine url
    urllib urls urs urugu uruguay usa usability usable usage usb usc usd usda use used useful
    usefulness useless user username users uses usgs ushered using uss ussr usual usually usur utah
    utc utens utensils uter uterine uterus utf util utilise utilised utilitarian utilities utility
    utilization utilize utilized utilizes utilizing utils utmost utopian utt uttar utter uttered
    utterly uuid uva uvb uzbek uzbekistan vac vacant vacation vacations vacc vaccinated vaccination
    vaccinations vaccine vaccines vacuum vag vagina vaginal vagu vague vain val valence valent
    valentine valid validate validated validating validation validator validators validity vall
    valley valleys valor vals valu valuable valuation value valued valueerror values valuing valve
    valves vamp vampire van vancouver vand vandal vandalism vander vanderbilt vanilla vanish
    vanished vanishing vanity vantage vap vaping vapor vapour var vari variability variable
    variables variance variant variants variation variations varic varicose varied varies varieties
    variety various variously vars vary varying vas vascul vascular vase vass vast vastly vat
    vatican vaugh vault vec vector vectors ved vedas vedic veg vegan vegans vegas veget vegetable
    vegetables vegetarian vegetarians vegetation vegetative vegg veggies veh vehicle vehicles veil
    vein veins vel velocities velocity velvet ven vend vendor vendors vene venerable veneration
    venet venetian venez venezuela venge vengeance venice venom venomous venous vent ventil
    ventilation ventral ventric ventricle ventricles ventricular vents venture ventured ventures
    venturing venue venues venus ver vera verb verbal verbally verbose verbs verde verdict verge
    verification verified verify verifying verm vermic vermont vern vernacular vernon vers versa
    versailles versatile versatility verse verses version versions versus vert verte vertebra
    vertebrae vertebral vertebrate vertebrates vertex vertical vertically vertices vertigo very ves
    vesicles vess vessel vessels vest vested vestibular vet veter veteran veterans veterin
    veterinarian veterinarians veterinary veto vets vex via viability viable vib vibr vibrant
    vibrate vibrating vibration vibrations vic vicar vice vicinity vicious vict victim victims
    victor victoria victorian victories victorious victory vid vide video videos vienna viet vietnam
    vietnamese view viewed viewer viewers viewing viewpoint viewpoints views vig vigil vigilance
    vigilant vign vigor vigorous vigorously vii viii vij vik viking vikings vil vill villa village
    villagers villages villain villains vin vincent vinci vind vine vinegar vines vineyard vineyards
    vintage vinyl viol violate violated violates violating violation violations violence violent
    violently violet violin vir viral virgil virgin virginia virt virtual virtualization virtually
    virtue virtues virtuous virulence virulent virus viruses vis visa visas visc visceral viscosity
    viscous vish vishnu visibility visible visibly vision visionary visions visit visited visiting
    visitor visitors visits vista visual visualization visualizations visualize visualized
    visualizing visually visuals vit vital vitality vitamin vitamins vitro viv vivid vividly vivo
    viz vlad vladimir voc vocab vocabulary vocal vocalizations vocation vocational voice voiced
    voices void voila vol volatile volatility volcan volcanic volcano volcanoes volley volleyball
    vols volt volta voltage voltages volts volume volumes volunt voluntarily voluntary volunteer
    volunteered volunteering volunteers vom vomit vomiting von vor vortex vot vote voted voter
    voters votes voting vou vow vowed vowel vowels vows voy voyage voyager voyages vpn vul vulgar
    vulner vulnerabilities vulnerability vulnerable wade wag wage waged wages wagner wagon wagons
    wah waist wait waited waiting waits wak wake wakes waking wal wald wales walk walked walker
    walking walks wall wallace walled wallet wallets wallpaper walls walnut walnuts wals walsh walt
    walter walton wan wand wander wandered wandering wang want wanted wanting wants war ward wards
    ware warehouse warehouses warfare warm warmed warmer warmest warming warmly warms warmth warn
    warned warner warning warnings warns warp warran warrant warranted warranties warrants warranty
    warren warrior warriors wars warsaw warships wart wartime warts warwick wary was wash washed
    washes washing washington wasn wasp wasps wastage waste wasted wasteful wastes wastewater
    wasting wat watch watched watches watchful watching water watercolor watered waterfall
    waterfalls waterfowl watering waterloo watermelon waterproof waters watershed watersheds
    waterway waterways watery watson watt watts wave waveform wavel wavelength wavelengths waves
    waving wax way wayback wayne ways weak weaken weakened weakening weakens weaker weakest weakly
    weakness weaknesses wealth wealthier wealthiest wealthy weaning weap weapon weaponry weapons
    wear wearable wearer wearing wears weary weather weathered weathering weave weaver weaving web
    webb weber webinar webpage webs website websites webster wed wedding weddings wedge wednesday
    weed weeds week weekend weekends weekly weeks weeping wei weigh weighed weighing weighs weight
    weighted weights weimar wein weird weiss wel welcome welcomed welcomes welcoming weld welded
    welding welfare well wellbeing wellington wellness wells welsh wen wend wendy went were weren
    werner wes wesley west western westminster westward wet wetland wetlands wetter whale whales
    whaling what whatever whats whatsoever whe wheat wheel wheelchair wheeler wheels wheezing when
    whence whenever where whereas whereby wherein wherever whether whey which whichever while whilst
    whim whims whimsical whip whipped whirl whis whisk whiskey whisper whispered whispers whistle
    whit white whiteboard whitehead whitening whites whitish whitman whitney who whoever whole
    wholeheartedly wholes wholesale wholesome wholly whom whooping whopping whose why wick wicked
    wid wide widely widen widened widening wider widespread widest widget widgets widow widows width
    widths wield wien wife wifi wigg wik wiki wikimedia wikipedia wil wild wilde wilderness wildfire
    wildfires wildflowers wildlife wildly wiley wilhelm wilkins wilkinson will wille willi william
    williams williamson willing willingly willingness willis willow wills wilson wilt win winc
    winchester wind winding window windows winds windsor windy wine wines wing winged wings winn
    winner winners winning winnipeg wins winston winter wintering winters wip wipe wiped wipes
    wiping wire wired wireless wires wiring wis wisconsin wisdom wise wisely wiser wish wished
    wishes wishing wit witch witchcraft witches with withdraw withdrawal withdrawing withdrawn
    withdrew within without withstand witness witnessed witnesses witnessing witt witty wives wizard
    wob woke wol wolf wolfe wolfgang wolves woman womb women won wond wonder wondered wonderful
    wonderfully wondering wonders wondrous wong wood wooded wooden woodland woodlands woodpec
    woodrow woods woodworking woody wool wor worcester word wording wordpress words wordsworth wore
    work workable workbook worked worker workers workflow workflows workforce working workings
    workload workout workouts workpiece workplace workplaces works workshe worksheet worksheets
    workshop workshops workspace world worldly worlds worldview worldviews worldwide worm worms worn
    worried worries worry worrying wors worse worsen worsened worsening worsens worsh worship
    worshipped worst worth worthless worthwhile worthy would wouldn wound wounded wounds woven wow
    wra wrap wrapped wrapper wrapping wraps wrath wre wreak wreat wreck wren wrench wrest wrestling
    wright wrink wrinkles wrist wrists writ write writer writers writes writing writings written
    wrong wrongdo wrongdoing wrongly wrongs wrote wrought wto wuhan wwf wwi wwii www wyoming xen xer
    xia xii xiii xin xiv xml xrange xvi xxx xyl xyz yah yahoo yahweh yak yale yam yaml yan yang
    yangtze yankee yard yards yarn yeah year yearly yearning years yeast yeasts yelling yellow
    yellowish yellowstone yemen yes yesh yesterday yet yiddish yield yielded yielding yields yin yog
    yoga yogurt yoke yolk yolks yom yor york yorker yorkshire yose yosemite yosh you young younger
    youngest youngster youngsters your yours yourself yourselves youth youthful youths youtube yuan
    yuc yug yugoslav yugoslavia yuk yukon yum yummy yun zach zak zam zambia zap zeal zealand zebra
    zebrafish zed zel zen zero zeros zeus zhang zhao zhou zhu zig zika zimbabwe zimmer zinc zion
    zionism zionist zip zodiac zomb zombie zone zones zoning zoo zoology zoom zoon zooplankton zoos
    zoro zoroast zoroastrian zur zurich zyg
    """.split()
)

# the whole-word tokens among the tokenizer's first 8,000 ids: everyday words
FREQUENT = frozenset(
    """
    a ab abilities ability able about above abs absol absorb abstract abund abuse ac academ academic
    acc accel accept accepted access accessible accident accom accommod accompl according account
    accounts accum accur accuracy accurate achie achieve achieved acid acids acknow acknowled acqu
    across act action actions activ active activities activity acts actual actually ad adapt add
    added adding addition additional additionally address addressing adds adequ adequate adj adjust
    adm administ administr administration adop adopt adopted adult adults adv advance advanced
    advant advantage advantages advent adventure advert advice advis advoc aer af aff affect
    affected affecting affects afford afric africa african after ag again against age agencies
    agency agent agents ages agg ago agree agreed agreement agricult agricultural agriculture ahead
    ai aid aim aimed aims air aircraft al alcohol alex alg algorith algorithm algorithms align alike
    all alle allerg allow allowed allowing allows almost alone along alongside already also alt
    alter altern alternative although always am amazing amb americ america american americans amid
    among amount amounts an anal analy analys analysis analyze ancest ancient and ang angle anim
    animal animals ann annual another answ answer answers ant anti antib antibiot anxiety any anyone
    anything ap apart app apparent appe appear appearance appeared appears appl applic application
    applications applied apply applying appoint appreci appreciate appreciation appro approach
    approaches appropri appropriate approx approximately april aqu ar arab arch archae architect
    architecture are area areas aren arg args argue argument arguments arm arms army around arr
    arrange array arrived art article articles artificial artist artistic artists arts as asia asian
    ask asked asking asp aspect aspects ass assemb assert assess assessment assign assist assistance
    associ associated association assum assume ast astron at ath athlet atl atmosp atmosphere att
    attached attack attacks attempt attempts attend attention attract aud audience aug august aust
    austral australia australian aut authent author authorities authority authors autom auton av
    avail available average avoid aw award aware awareness away ax axis b bab baby back background
    bacter bacteria bad bal balance ball ban band bank banks bar barri barriers bas base based basic
    basis batch bath batter battery battle bay bc be bear beaut beautiful beauty bec became because
    become becomes becoming bed been before beg began begin beginning begins beh behav behavi
    behavior behaviors behaviour behind being beings bel belie belief beliefs believe believed
    belong below ben benef beneficial benefit benefits ber best bet better between beyond bi bible
    big bigger biggest bill billion bio biod biological biology bir bird birds birth bit bl black
    ble blind block blocks blog blood blue bo board bodies body bond bonds bone bones book books
    boost border born bot both bott bottom bound boundaries bow box boy br bra brain branch branches
    brand bre bread break breast breat breath breathing bridge brief bright bring bringing brings
    brit britain british bro broad broader broken brother brought brown bu bud budd budget build
    building buildings built bul bur burn bus business businesses but butter button buy by c ca cal
    calcium calcul calculate california call called calls cam came camera camp campaign can canad
    canada canadian cancer cand candid cannot cap capabilities capable capac capacity capital capt
    capture car carb carbon card cardi cards care career careful carefully carol carried carry
    carrying cars cart case cases cast cat catch categ categories category cath catholic cats caus
    cause caused causes causing cd ce cele celebr cell cells cent center centers central centuries
    century cere cert certain certainly ch chain chall challeng challenge challenges challenging
    chance chang change changed changes changing channel chapter char character characteristics
    characterized characters charg charge charles chart che check chem chemical chemicals chick
    chief child childhood children china chinese cho choice choices cholesterol choose chosen christ
    christian chrom chronic church cir circ circle circuit circum circumst circumstances cit cities
    citiz citizens city civil cl claim claims class classes classroom cle clean cleaning clear
    clearly click client clients clim climate clin clinical clos close closed closely closer
    clothing cloud cm co coal coast coastal code coff coffee cogn cognitive col cold coll collab
    collabor collaboration colle colleagues collect collected collection collective college colon
    colonial color colors colour columb column com comb combat combination combined come comes
    comfort comfortable coming comm command comment comments commerc commercial commission commit
    commitment committed committee common commonly commun communic communicate communication
    communities community comp compan companies company compar compare compared comparison compet
    competition compl comple complet complete completed completely complex complexity complicated
    compon component components composition compounds compr compre comprehens comprehensive comprom
    comput computer computers computing con conc concent concentration concept concepts concern
    concerned concerning concerns conclud conclusion concrete condition conditions conduct conducted
    conf conference confidence confident config confirm conflic conflict conflicts cong congress
    conn connect connected connection connections cons conscious consequ consequences conservation
    consid consider consideration considered considering consist consistent consists const constant
    constantly constit constitution construct construction consult consum consumer consumers
    consumption cont contact contain contained container containing contains contamin contemporary
    content context contin continu continue continued continues continuous contract contrast
    contribut contribute contributed contributing contributions control controll controlled controls
    controvers conv conven convent conventional conver convers conversation conversations convert
    convey cook cooking cool coord cop copy cor core corn corner corpor correct correctly correl
    correspond cos cost costs cou could couldn coun council count counter countries country county
    couple cour course courses court cover covered covers covid cr cra craft cre creat create
    created creates creating creation creative creativity creatures cred credit crim crime criminal
    cris crisis crit criteria critic critical crop crops cross crow cru crucial cry cryst cul cult
    cultiv cultural culture cultures cup cur curiosity curious current currently curriculum cust
    custom customer customers cut cutting cy cycle d daily dam damage damaged dan dance dang danger
    dangerous dark dat data database dataset date daughter dav david day days de dead deal dealing
    death deaths deb debate debt dec decade decades december decide decided decision decisions decl
    decline decor decre decrease ded dedicated deep deeper deeply def default defe defense defic
    defin define defined definition deg degree degrees del delay deli deliver delivery delve dem
    demand demands demon demonstr demonstrate demonstrated den density dent dental dep depart
    department depend depending depends depict depos depression depth der derived des desc describ
    describe described describes description design designed designs desire desired despite dest
    destroy destroyed det detail detailed details detect detection determ determine determined dev
    develop developed developing development developments device devices df di diabetes diagn
    diagnosed diagnosis dial dialogue diam dict did didn die died diet diff differe difference
    differences different differently difficult difficulties difficulty dig digest digital dim din
    dioxide direct direction directly director dis disapp disc discipl discover discovered discovery
    discrim discrimination discuss discussed discussing discussion discussions dise disease diseases
    disorder disorders display disput disrupt diss dist distance distinct distingu distributed
    distribution district disturb div dive divers diverse diversity divid divided division dna do
    doc doct doctor doctors document documents does doesn dog dogs doi doing doll dom domain
    domestic don done door dou doub double doubt down download dr dra drain dram draw drawing drawn
    dream dri drink drinking drive driving dro drop drug drugs dry du due during dust dut dynam
    dynamic dynamics dys e each ear earl earlier early earn earth eas easier easily east eastern
    easy eat eating ec econom economic economy ecosystem ed edge editor educ education educational
    educators eff effect effective effectively effectiveness effects effic efficiency efficient
    effort efforts egg eggs egypt eight either el eld ele elect electric electrical electricity
    electro electron electronic element elements elev elif elim else em email emb embed embra emerg
    emerged emergency emerging emissions emot emotion emotional emotions emp empathy emphas empire
    employ employed employees employment empower empt empty en enab enable enables enabling enc
    encou encounter encourag encourage encouraged encourages end ended ends enem energy eng engage
    engaged engagement engaging engine engineering engineers england english enh enhance enjoy
    enough ens ensure ensures ensuring ent enter entered entertain enthus entire entirely entry
    environment environmental environments ep epid equ equal equality equally equipment equivalent
    er era err error errors es especially ess essay essential est estab establish established estim
    estimate estimated estimates et etc eth ethical ethnic eu europe european ev evalu evaluate
    evaluation even event events eventually ever every everyday everyone everything evidence evol
    evolution evolved ex exact exactly exam examination examine examining example examples exc
    excell excellent except exception excess excessive exchange exciting exec exerc exercise
    exercises exhib exist existence existing exists exp expand expansion expect expectations
    expected expensive exper experi experience experienced experiences experiencing experim
    experiment experiments expert expertise experts expl explain explained explains explan
    explanation explicit explo exploration explore exploring expos exposed exposure express
    expressed expression ext extended extensive extent external extra extract extraord extrem
    extreme extremely ey eye eyes f fa fab fabric fac face faced faces facilit facilitate facilities
    facing fact factor factors facts fail failed failure fair fairly faith fall false fam familiar
    families family famous fant far farm farmers farming fasc fascinating fashion fast faster fat
    father fav favor favorite fe fear feature features feb february federal feed feedback feeding
    feel feeling feelings feels feet fell fellow felt fem female fer fert fertil fest fever few
    fewer fib fiber fiction field fields fif fig fight fighting figure figures fil file files fill
    filled film filter fin final finally financ financial find finding findings fine finished fire
    firm first fish fit five fix fixed fl flag flat flav fle flex flight flo float flood floor flor
    florida flour flow flowers flu fluid fly focus focused focuses focusing fol fold follow followed
    following follows food foods foot for force forced forces fore foreign forest forests forg
    forget form formal format formation formed former forming forms formula fort forth forward foss
    fossil fost foster fostering found foundation founded four fr fract frag fram frame framew
    framework franc france francis frank fre free freedom french frequ frequency frequent frequently
    fresh fri friend friendly friends fro from front fru fruit fruits fu fuel ful full fully fun
    function functional functions fund fundamental funding funds furn further furthermore future g
    gain gained gal gall game games gap gar gard garden gas gather gave ge gen gender gene gener
    general generally generate generated generation generations genes genetic gent georg george germ
    german germany get gets getting gir girls give given gives giving gl glass glob global gluc go
    goal goals god goes going gold gone good goods google got govern government governments gr gra
    grad grade gradu gradually graduate gram grand grant graph grass great greater greatest greatly
    gree greek green greenhouse grew grid grou ground group groups grow growing grown growth gu
    guarant guess guid guidance guide guidelines gun h ha hab habit habitat habits had hair half ham
    hand handle handling hands happ happen happened happening happens happy har hard harm harmful
    harv has have having haw haz he head healing health healthcare healthy hear heard hearing heart
    heat heav heavily heavy height hel held help helped helpful helping helps hen henry her here
    heritage hero hidden hig high higher highest highlight highly him himself his hist histor
    historic historical history hit hiv hol hold holding holds hole hom home homes hon honor hop
    hope hor horiz horm horse hosp hospital host hot hour hours hous house household houses housing
    how however http https huge hum human humanity humans hundred hundreds hunt hus hy hyd hydrogen
    hyp hyper hypothes i ice icon id ide idea ideal ideas ident identified identify identifying
    identity if ign ii ill ille illness illust im imag image images imagine imm immedi immediate
    immediately immig immun immune imp impact impacts imper impl implement implementation
    implemented implications import importance important impossible impro improve improved
    improvement improving in inc inches includ include included includes including income incorpor
    incorporate incorporating incre increase increased increases increasing increasingly incred
    incredible ind indeed independ independence independent index india indian indic indicate
    indicates indigenous individual individuals indu indust industrial industries industry inequ inf
    infect infected infection infections infl inflamm inflammation influ influence influenced
    influences inform information informed infrastructure ing ingred ingredients inhab inherent
    inhib init initi initial initially initiatives inj inject injuries injury inn inner innov
    innovation innovative input ins insect insects insert inside insight insights insp inspired inst
    install installed instance instances instead institute institution institutions instru instruct
    instruction instructions instrument instruments insurance int intake integ integr integrated
    integration intellect intellectual intellig intelligence intended intense intent inter interact
    interaction interactions interest interested interesting interests interf intern internal
    international internet interpre interpret interpretation intervention interventions interview
    into intric intricate introdu introduce introduced introduction inv invent invest investig
    investigation investment invol involve involved involves involving ip ir ire ireland iron is
    isbn isinstance islam island isn isol israel iss issue issued issues it italian italy item items
    its itself j james jan january japan japanese je jer jes jesus jew jewish jews jo job jobs john
    join joined joint jose joseph jour journal journey joy json ju jud july jump june just justice k
    ke keep keeping kept key kh kid kids kil kill killed kind kinds king kit km kn kne knew know
    knowing knowledge known knows kore l la lab label labels labor laboratory lack lake land lands
    landscape langu language languages larg large largely larger largest last lat late later latest
    latin latter laun launch launched law laws lay layer layers le lead leader leaders leadership
    leading leads leaf lear learn learned learners learning least leave leaves leaving lect led left
    leg legal legis legislation legs len length lens less lesson lessons let letter letters level
    levels li lib libr library lic license lies lif life lifestyle light lights lik like likely lim
    limit limitations limited limits line linear lines link linked links liqu liquid list listed
    listen listening lit liter literary literature little liv live lived liver lives living lo load
    loc local located location locations log logging london long longer look looked looking looks
    lord lose loss lost lot lots lou louis love loved low lower lung m ma mac mach machine machines
    mad made mag magn magnetic main mainly maintain maintaining maintenance major majority make
    makes making mal male mamm man manage managed management managing mand manif manip manner
    manufact manufacture manufacturing many map maps mar march marg marine mark marked market
    markets marriage married mars mart mary mass massive master mat match material materials math
    mathemat mathematical mathematics matrix matter matters max maxim maximum may maybe mc me meal
    meals mean meaning meaningful means meant meas measure measured measurement measurements
    measures meat mechan mechanical mechanism mechanisms med media medic medical medication
    medications medicine medium meet meeting mel mem member members membr memory men ment mental
    mention mentioned mer mere merely mess message messages met metab metal meth method methods mex
    mexico mice mich michael micro mid middle mig might mil mild miles military milk mill million
    millions min mind minds minerals minim minimize minimum mining minor minutes mir mis miss
    missing mission mist mit mitig mix mixed mm mo mob mobile mod mode model models modern module
    moist moisture mole molecular molecules mom moment moments mon money monit monitor monitoring
    mont month months mood moon mor moral more moreover morning mort most mostly mot mother motion
    motiv motor mount mountain mouth mov move moved movement movements moves movie moving mr much
    mult multi multiple mur mus muscle muscles museum music musical muslim must mut my mys myself
    myst myster myth n name named names nan narr narratives narrow nas nasa nation national nations
    native natural naturally nature nav navig navigate ne near nearby nearly necess necessarily
    necessary neck need needed needs neg negative negot neigh neighb neighbor neighborhood neither
    nerv nerve nervous net network networks neur neuro neut never new newly news newsp next nic
    night nine nit no nob node noise non none nor norm normal normally north northern not notable
    note noted notes nothing notice noticed novel november now np nu nucle nuclear num number
    numbers numerous numpy nurs nut nutri nutrients nutrition o ob obesity object objective
    objectives objects oblig obs observ observation observations observe observed obst obtain
    obtained obvious occ occasion occup occur occurred occurs ocean oct october od of off offer
    offered offering offers offic office official officials often oh oil old older on once one ones
    ongoing online only onto op open opened opening oper operate operating operation operations opin
    opinion opp opportun opportunities opportunity opposite opt optim optimal option options or oral
    ord order organ organic organisms organization organizations organized organs orient orig origin
    original originally os other others otherwise our ourselves out outbre outcome outcomes outl
    output outside over overall overcome overl overw overwhel own owner owners ox oxygen p pacific
    pack page pages paid pain paint painting pair pal pan pand paper papers par paralle parallel
    param parameters parent parents paris park parser part partic particip participants participate
    participation particles particular particularly parties partner partners parts party pass
    passage passed passing passion past pat path patient patients pattern patterns paul pay pc pe
    peace ped pen penn people peoples per percent percentage perfect perform performance performed
    performing perhaps period periods perm perman permanent pers persist person personal persons
    perspect perspective perspectives pet peter ph pharm phase phd phen phenomen phenomenon phil
    philos philosophy phone phot photograph photos phr phys physical physics pick pict picture
    pictures pie piece pieces pig pil pip pl place placed places plan planet planning plans plant
    plants plastic plate platform platforms play played player players playing plays ple please
    plenty plot plt pm po poet poetry point points pol polic police policies policy polit political
    politics poll pollution poly pool poor pop popular population populations port portion pos
    position positions positive poss possess possibilities possibility possible possibly post pot
    potential potentially poverty pow power powerful powers pp pr pra pract practical practice
    practices practition pray pre prec pred predict pref prefer pregn pregnancy prem prep prepar
    preparation prepare prepared pres presc presence present presentation presented presents
    preserve president press pressure pret pretty prev preval prevent preventing prevention previous
    previously pric price prices prim primarily primary prin princ principle principles print
    printing prior prison priv private pro prob probably proble problem problems proced procedure
    procedures proceed process processes processing produ produce produced produces producing
    product production productivity products prof profess profession professional professionals
    professor profound prog program programming programs progress project projects prom prominent
    promote promoting prompt pron proof prop proper properly properties property proport propos
    proposed pros prot prote protect protected protecting protection protein proteins protocol prov
    prove provid provide provided providers provides providing psych psychological psychology pu pub
    public publication publish published pul pull pump pun pup pur purch purchase pure purpose
    purposes pursu push put putting puzz py python q qu qual qualities quality quant que quest
    question questions quick quickly quite r ra race racial rad radiation radio rail rain raise
    raised ran rand random range rapid rapidly rare rat rate rates rather ratio raw re reach reached
    reaching react reaction reactions read reader readers reading ready real reality realize
    realized really realm reason reasons reb rec rece receive received receiving recent recently
    recept recip recogn recognition recognize recognized recomm recommend recommendations
    recommended record recorded records recovery recycl red redu reduce reduced reduces reducing
    reduction ref refer reference referred refers reflect reform refuge reg regard regarding
    regardless region regional regions regist regul regular regularly regulation regulations rein
    reject rel related relation relations relationship relationships relative relatively relax rele
    release released relevant reliable relief relig religion religious rely rem remain remained
    remaining remains remark remarkable remember remind remote remov remove removed renew rep repair
    repe repeated repl replace replaced report reported reports represent representation represented
    representing represents reprodu republic reput requ request require required requirements
    requires requiring res rese researc research researchers reserv resident residents resilience
    resist resistance resol resolution reson resource resources resp respect respectively respond
    respons response responses responsibility responsible rest restrict result resulted resulting
    results ret retrieved return returned returns rev reve reveal revealed reven review revolution
    reward rhy rhyth rice rich richard rid rig right rights ris rise rising risk risks river rivers
    ro road rob rober robert robust rock rocks role roles roll rom roman rome roof room root roots
    rot round rout route routine row royal ru rub rul rule rules run running runs rural russ russia
    russian s sa sac sacr saf safe safety said sal sales salt sam same sample samples san sand sar
    sat satell satis satisf sav save saw say saying says sc scale scan scen scene sch sche sched
    schol scholars school schools sci science sciences scient scientific scientists score scores
    scot scott scre screen script se sea search season sec second secondary seconds secret sect
    section sections sector secure security sed see seed seeds seeing seek seeking seem seemed seems
    seen seg select selected selection self sell sem sen send sens sense sensitive sent sentence
    separ separate sept september sequ sequence ser series serious serv serve served server serves
    service services serving session sessions set sets sett setting settings settle seven sever
    several severe sex sexual sh shad shall shap shape shaped shapes shaping share shared sharing
    sharp she shed sheet shel shell shif shift ship ships shop short shot should show showed showing
    shown shows shut sick side sides sight sign signal signals signific significance significant
    significantly signs sil sim similar similarly simpl simple simply simultane simultaneously sin
    since sing single sit site sites situ situation situations six size sizes sk ske skill skills
    skin sky sl sleep slightly slow slowly sm small smaller smart smith smo smoke smoking smooth sn
    snow so soci social societ societal societies society sod soft software soil sol solar sold
    soldiers sole solid solution solutions solve solving som some someone something sometimes
    somewhat son song soon sort sou sought sound sounds source sources south southern sov soviet sp
    space spaces spain spanish spe speak speaking spec special specialized species specific
    specifically specified spect speech speed spend spending spent spin spirit spiritual split spok
    sport sports spot spread spring squ square st stability stable staff stage stages stake stand
    standard standards standing stands star stars start started starting starts stat state stated
    statement statements states station statistics status stay ste steel stem step steps stick still
    stim stimul stock stomach stone stop storage store stored stores stories storm story str stra
    straight strateg strategies strategy stre stream street streng strength strengthen stress stret
    stri strict string stroke strong stronger strongly stru struct structural structure structures
    strugg struggle stud student students studied studies study studying stuff style styles su sub
    subject subjects subs subsequ subsequent subst substance substances substant substantial suc
    succeed success successful successfully such sudden suff suffer suffering sufficient sugar
    suggest suggested suggests suitable sum summary summer sun super supp suppl supplement supplies
    supply support supported supporting supports supposed sur sure surface surfaces surg surgery
    surpr surround surrounding surv surve survey survival survive sus susp sust sustain
    sustainability sustainable sw swe sweet swim switch sy sym symbol symbols symptoms syn syndrome
    synt sys system systems t table tack tag tail take taken takes taking tal talk talking tall tank
    tap target targets task tasks taste taught tax te tea teac teach teacher teachers teaching team
    teams techn technical technique techniques technological technologies technology teen teeth tele
    tell tells tem temper temperature temperatures ten tend ter term terms territ territory test
    tested testing tests tex texas text texts tf th than thanks that the their them theme themes
    themselves then theore theories theory thera therap therapy there thereby therefore therm these
    thesis they thick thin thing things think thinking third this thomas thor those though thought
    thoughts thous thousand thousands thr thread threat threats three through throughout thus tim
    time times tiny tips tissue tissues tit title to today toget together told toler too took tool
    tools tooth top topic topics tor torch tot total tou touch tour toward towards town tox toxic tr
    tra track trade tradition traditional traditions traffic train trained training trans transc
    transfer transform transformation transition transl transmission transport transportation traum
    trauma travel tre treat treated treating treatment treatments tree trees trend trends tri trial
    trials trib tried trig trip tro troops trou trouble tru true truly trust truth try trying tu tum
    tun tur turn turned turning turns tut tv tw twenty twice two ty typ type types typical typically
    u uk ult ultimately un unable unc uncertain und under underlying understand understanding
    understood unexpected unf union unique unit united units univers universal universe universities
    university unknown unless uns unt until unus unusual unw up upd update upon upper ur urban us
    usa usage use used useful user users uses using usually ut util v vac vacc vaccine val valid
    valley valu valuable value values var vari variable variables variety various vary vast ve veget
    vegetables veh vehicle vehicles vent ver verb vers version very vess vessels veter via vibr vict
    victim victims vide video videos view views vill village viol violence vir virgin virginia virt
    virtual virus vis visible vision visit visitors visual vit vital vitamin vo voice vol voltage
    volume volunt vote vs vul vulner vulnerable w wa wait waiting walk walking wall walls want
    wanted wants war warm warming warn was washington wasn waste watch watching water waters wave
    waves way ways we weak wealth weap weapons wear weather web webs website websites week weeks
    weight wel well went were west western wet wh what whatever whe when whenever where whereas
    whether which while white who whole whom whose why wid wide widely widespread wife wil wild
    wildlife will willi william willing win wind window winter wire wis wisdom wish with within
    without witness woman women won wond wonder wood wor word words work worked workers working
    works world worldwide worry worse worth would wouldn writ write writer writers writing written
    wrong wrote www x y year years yellow yet yield york you young younger your yourself youth z
    zero zone
    """.split()
)
