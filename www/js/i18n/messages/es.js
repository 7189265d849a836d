// The Spanish (español) catalog: every word of the page and the element, in Project Fluent's syntax
// (https://projectfluent.org/fluent/guide/). Its messages are English's (en.js and its parts): same ids,
// same attributes, the same variables shown.
export default String.raw`
## Cómo se encadenan las frases.
sentence-gap = {" "}

## La narración: una frase (o unas pocas) por cada paso de la búsqueda. Las casillas llevan su nombre de
## ajedrez (a1, b3); los pares como (1, 2), las fórmulas como row − col y los nombres del código quedan igual.
narration-empty-zero = Un tablero vacío de 0×0.
narration-start = Paso 0: un tablero vacío de { $n }×{ $n }. La búsqueda llena primero la fila 1, { $n ->
        [1] probando a1
       *[other] probando de { $first } a { $last }, de izquierda a derecha
    }. Pulsa Paso (en vez de Iniciar) para ver cada intento por separado.
narration-place = Reina colocada en { $square } (fila { $row }): { $first ->
        [yes] todavía no hay ninguna reina en el tablero
       *[no] ninguna reina la ataca
    }{ $full ->
        [yes] {" "}— ahora cada fila tiene su reina
       *[no] {""}
    }.
narration-reject-column = Fila { $row }, casilla { $square } rechazada: su columna { $column } está ocupada por { $owner ->
        [square] la reina de { $by }
       *[row] la reina de la fila { $byRow }
    }.
narration-reject-diagonal = Fila { $row }, casilla { $square } rechazada: su diagonal { $line ->
        [down] descendente
       *[up] ascendente
    } está ocupada por { $owner ->
        [square] la reina de { $by } (contando desde 0, { $square } es { $pair } y { $by } es { $byPair }
       *[row] la reina de la fila { $byRow } (contando desde 0, { $square } es { $pair }
    }: { $line ->
        [down] row − col
       *[up] row + col
    } = { $value }).
narration-row-attacked = Todas las casillas de la fila { $row } están atacadas: ninguna reina cabe ahí con { $count ->
        [one] la reina de { $queens }
       *[other] las reinas de { $queens }
    }.
narration-first-backtrack-filled = { $call } encontró todas las filas llenas y retornó: ese retorno es la primera vuelta atrás.
narration-first-backtrack = { $call } se quedó sin columnas y retornó: ese retorno es la vuelta atrás.
narration-a1-given = { $steps ->
        [one] El { $steps } paso
       *[other] Los { $steps } pasos
    } desde que se colocó a1 en el paso 1 { $solutions ->
        [0] lo { $steps ->
            [one] demostró
           *[other] demostraron
        }
        [one] { $steps ->
            [one] probó
           *[other] probaron
        } todos los tableros que empiezan por a1 ({ $solutions } solución entre ellos)
       *[other] { $steps ->
            [one] probó
           *[other] probaron
        } todos los tableros que empiezan por a1 ({ $solutions } soluciones entre ellos)
    }: { $rejections ->
        [one] { $rejections } casilla rechazada
       *[other] { $rejections } casillas rechazadas
    }, { $placed ->
        [one] { $placed } reina colocada
       *[other] { $placed } reinas colocadas
    } bajo a1 y { $lifted } retiradas, a1 la última.
narration-lift-after-solution = Vuelta atrás tras la solución: se retira la reina de { $square } y la fila { $row } pasa a la columna { $column }.
narration-lift-after-solution-last = Vuelta atrás tras la solución: se retira la reina de { $square } y a la fila { $row } tampoco le queda ninguna columna por probar.
narration-next-square = así que la reina de la fila { $row } pasa a { $square }
narration-next-over = y a la fila 1 no le queda ninguna columna por probar: la búsqueda ha terminado
narration-next-none = y a la fila { $row } tampoco le queda ninguna columna por probar
narration-row-failed = Toda la fila { $row } ha fracasado con la reina en { $square }: ninguna solución empieza por { $squares }, { $next }.
narration-lifted-for-good = La reina de { $square } se retira definitivamente, { $next }.
narration-row-tried = Se han probado todas las casillas de la fila { $row } con la reina en { $square }, { $next }.
narration-row-tried-solution = Se han probado todas las casillas de la fila { $row } con la reina en { $square } (la solución { $number } empieza por { $squares }), { $next }.
narration-solution = Solución { $number } encontrada tras { $nodes } nodos: { $squares }, que el código guarda como { $placement } = [{ $columns }] (las columnas, la fila 0 primero, contando desde 0).
narration-solution-of = Solución { $number } encontrada tras { $nodes } de los { $total } nodos: { $squares }, que el código guarda como { $placement } = [{ $columns }] (las columnas, la fila 0 primero, contando desde 0).
narration-done = Búsqueda terminada: { $solutions ->
        [one] { $solutions } solución
       *[other] { $solutions } soluciones
    }.
narration-scale = Ha examinado { $nodes ->
        [one] { $nodes } tablero parcial
       *[other] { $nodes } tableros parciales
    } (sus nodos), frente a { $permutations ->
        [one] { $permutations } permutación
       *[other] { $permutations } permutaciones
    } ({ $n }!) y { $placements ->
        [one] { $placements } forma
       *[other] { $placements } formas
    } de poner { $n ->
        [one] { $n } reina
       *[other] { $n } reinas
    } en { $squares ->
        [one] { $squares } casilla
       *[other] { $squares } casillas
    } (C({ $squares }, { $n })).
board-empty = Tablero vacío de { $n }×{ $n }
board-queens = Tablero de { $n }×{ $n } con { $count ->
        [one] { $count } reina
       *[other] { $count } reinas
    }: { $squares }

## La narración de las variantes: casillas bloqueadas, los veredictos erróneos de los errores clásicos, la fuerza bruta.
narration-blocked-required = Fila { $row }, casilla { $square } { $pair } rechazada (bloqueada): la reina de esta fila debe ir en su casilla obligatoria { $required }, así que no se prueba ninguna otra casilla de la fila.
narration-blocked = Fila { $row }, casilla { $square } { $pair } rechazada (bloqueada): ninguna reina puede ir en una casilla bloqueada.
narration-same-diagonal-reject = Fila { $row }, casilla { $square } { $pair } rechazada: row + col = { $sum } está en el conjunto descendente{ $owner ->
        [square] {" "}por la reina de { $by }
       *[none] {""}
    }, porque esta variante guarda ahí row + col; esa es la diagonal ascendente, así que las diagonales descendentes (row − col) nunca se comprueban.
narration-forgot-undo-reject = Fila { $row }, casilla { $square } { $pair } { $alone ->
        [yes] rechazada por el error, aunque ninguna reina del tablero la ataca:
       *[no] rechazada por el error (una reina la ataca por otra línea, pero la comprobación se detiene aquí):
    } su diagonal descendente (row − col = { $value }) sigue marcada como usada por { $ghost ->
        [square] la reina que estuvo en { $ghostSquare } { $ghostPair }
       *[none] una reina que ya se fue
    }, porque esta variante nunca libera una diagonal descendente.
narration-sized-n-reject = Fila { $row }, casilla { $square } { $pair } { $alone ->
        [yes] rechazada por el error, aunque ninguna reina del tablero la ataca:
       *[no] rechazada por el error (una reina la ataca por otra línea, pero la comprobación se detiene aquí):
    } la tabla descendente solo tiene { $n } huecos, así que row − col = { $value } da la vuelta hasta el hueco { $slot }{ $owner ->
        [square] , el de la reina de { $by } (row − col = { $byValue } también da la vuelta hasta { $slot })
       *[none] {""}
    }.
narration-missed-placement = Reina colocada en { $square } { $pair } aunque la reina de { $above } { $abovePair } la ataca por la diagonal descendente row − col = { $value }: esta variante pone row + col en el conjunto descendente, así que las diagonales descendentes nunca se comprueban.
narration-false-solution = Solución falsa: el código guarda { $squares }, { $placement } = [{ $columns }], como solución { $number } tras { $nodes } nodos, pero las reinas de { $upper } { $upperPair } y { $lower } { $lowerPair } se atacan por { $line ->
        [column] la columna col = { $value }
        [down] la diagonal descendente row − col = { $value }
       *[up] la diagonal ascendente row + col = { $value }
    }{ $why ->
        [same-diagonal] : esta variante nunca comprueba las diagonales descendentes
       *[none] {""}
    }.
narration-permutation-solution = Permutación { $number }{ $of ->
        [known] {" "}de { $factorial }
       *[unknown] {""}
    } comprobada: { $squares }, columns = { $columns } contando desde 0. No hay dos reinas en la misma diagonal: solución { $solution }.
narration-permutation-clash = Permutación { $number }{ $of ->
        [known] {" "}de { $factorial }
       *[unknown] {""}
    } comprobada: { $squares }, columns = { $columns } contando desde 0. Las reinas de { $first } { $firstPair } y { $second } { $secondPair } comparten diagonal (inferior − superior = { $lower } − { $upper } = |{ $lowerCol } − { $upperCol }|), así que no es solución.
narration-brute-done = Fuerza bruta terminada: { $permutations ->
        [one] { $permutations } permutación comprobada
       *[other] { $permutations } permutaciones comprobadas
    }, { $solutions ->
        [one] { $solutions } solución
       *[other] { $solutions } soluciones
    }, { $pairs ->
        [one] { $pairs } par
       *[other] { $pairs } pares
    } de reinas comparados.
variant-compare-unknown = Esta variante ({ $variant }): { $count ->
        [one] { $count } solución
       *[other] { $count } soluciones
    }; aquí no se conoce el número correcto para este tablero.
variant-compare = Esta variante ({ $variant }): { $count ->
        [one] { $count } solución
       *[other] { $count } soluciones
    }; búsqueda correcta: { $correct } — { $same ->
        [yes] el mismo número
       *[no] un número equivocado
    }.

## Lo que dice la narración mientras la búsqueda avanza.
narration-playing = Avanzando a { $speed }…
narration-running = Recorriendo la búsqueda entera…
narration-seeking-solution = Buscando la siguiente solución…
narration-past-end = El paso { $goal } está más allá del final de esta búsqueda, que termina en el paso { $steps }: aquí está su final.
narration-back = De vuelta al paso { $step }.
speed-max = lo más rápido posible
speed-steps = { $speed ->
        [one] { $speed } paso por segundo
       *[other] { $speed } pasos por segundo
    }

## Un tamaño de tablero rechazado: $echo es lo que se escribió.
size-empty = Escribe un tamaño de tablero: un número entero de { $min } a { $max }.
size-not-a-number = «{ $echo }» no es un número: escribe un número entero de { $min } a { $max }.
size-not-whole = { $echo } no es un número entero: escribe un número entero de { $min } a { $max }.
size-negative = Un tablero no puede tener { $echo } casillas de lado: escribe un número entero de { $min } a { $max }.
size-too-small = { $echo } es demasiado pequeño: el tablero más pequeño aquí es de { $min }×{ $min }.
size-too-large = { $echo } es demasiado grande: el tablero más grande aquí es de { $max }×{ $max }.
size-stays = { $problem } Se mantiene el tablero de { $n }×{ $n }.
size-range = (de { $min } a { $max })
labels-too-small = Las casillas son demasiado pequeñas para los números de las diagonales a este ancho: ensancha la ventana o elige un tablero más pequeño.

## El estudio: la barra, los botones, los paneles.
page-title = N reinas, paso a paso
language-label = Idioma
size-label = Tamaño del tablero
variant-label = Variante
options-toggle = Opciones
share-toggle = Compartir
lesson-toggle = Seguir el artículo
focus-toggle = Enfoque
    .title = El estudio a pantalla completa, para un proyector en clase (Escape para salir)
labels-field-html = Mostrar los números de las diagonales (row &minus; col, row + col)
first-solution-field = Parar en la primera solución
mirror-field = Simetría por la mitad
mirror-hint = se salta la mitad derecha de la primera reina y cuenta dos veces cada solución hallada, por su imagen reflejada
constrain-field = Restringir: bloquear o exigir casillas
constrain-hint-html = Con Restringir activado, haz clic en una casilla del tablero (o enfoca el tablero, muévete con las flechas y pulsa Intro) para bloquearla; otra vez para exigirla; otra vez para liberarla. La búsqueda vuelve a empezar con ellas. La dirección las guarda como <code>block=row,col;row,col</code> y <code>require=row,col</code>, contando desde 0.
constrain-clear = Liberar todas las casillas
share-heading = Enlazar o insertar este paso
copy-link = Copiar el enlace a este paso
copy-embed = Copiar el código para insertar
share-text-label = Para pegarlo donde quieras (también se copia cuando el navegador lo permite):
loading-search = Cargando la búsqueda…
board-area = Tablero
board-empty-label = Tablero vacío
search-controls = Controles de la búsqueda
progress-label = Progreso
element-more = Paso, velocidad y tamaño
button-play = Iniciar
    .title = Iniciar o pausar (Espacio)
button-pause = Pausa
button-step = Paso
    .title = Un paso adelante (→)
button-step-back = Paso atrás
    .title = Un paso atrás (←)
button-next-solution = Próxima solución
    .title = Avanzar hasta la siguiente solución (N)
button-run-to-end = Hasta el final
    .title = Recorrer la búsqueda entera (E); pulsa de nuevo para pausar
button-reset = Reiniciar
    .title = Volver al paso 0 (R)
scrub-label = Moverse por la búsqueda:
scrub-step-zero = Paso 0
scrub-hint = Arrastra la barra de pasos, o usa sus flechas, para ir a cualquier paso, adelante o atrás; la reproducción se detiene. Las marcas de la barra muestran las soluciones, la primera vuelta atrás y las paradas de la lección: Av Pág y Re Pág van a la siguiente y a la anterior.
speed-label = Ritmo:
counters-label = Contadores
side-label = Lo que guarda la búsqueda
teaching-panels = Paneles de aprendizaje
counter-steps = Pasos
counter-nodes = Nodos
    .hint = tableros parciales examinados, el vacío incluido
counter-solutions = Soluciones
counter-backtracks = Vueltas atrás
counter-rejections = Rechazos
counter-placements = Reinas colocadas
counter-depth = Profundidad
    .hint = reinas en el tablero
counter-blocked-rejections = Bloqueadas
    .hint = rechazos por una casilla bloqueada, o por la obligatoria de la fila
counter-permutations = Permutaciones
counter-checks = Comprobaciones
    .hint = scan: reinas comparadas con una casilla; fuerza bruta: pares de reinas comparados
counter-column-rejections = por una columna
counter-down-rejections = por una diagonal descendente (row − col)
counter-up-rejections = por una diagonal ascendente (row + col)
tab-code-stack = Código y pila
tab-code = Código
tab-tree = Árbol
tab-growth = Crecimiento
tab-numbers = Números
tab-key = Leyenda
tab-stack = Pila
tab-sets = Conjuntos
tab-counters = Contadores
code-language = Lenguaje
code-language-python = Python (el del artículo)
code-heading = El código, en marcha
code-lines = El código, una línea por elemento
call-stack-heading = Pila de llamadas
call-stack-hint = el marco superior, al final
tree-heading = El árbol de búsqueda, creciendo
tree-empty-label = Árbol de búsqueda: el tablero vacío
growth-heading = Cómo crece la búsqueda con n
growth-summary-html = Nodos que examina la búsqueda (barras) para n = 1 a 16 en escala logarítmica, frente a los tableros que nunca tiene que enumerar: n! (círculos), n<sup>n</sup> (cuadrados) y C(n&sup2;, n) (triángulos), y las soluciones (rombos; 0 en la fila bajo el eje). Cada escalón de la escala es diez veces más. Enfoca una columna (Tab y luego las flechas) o señálala para ver sus números.
growth-key-nodes = nodos examinados
growth-key-solutions = soluciones
numbers-heading = Todos los números
rejections-heading = Rechazos por tipo
known-heading = Para este tablero
known-solutions = Soluciones en total
    .hint = total publicado
known-nodes = Nodos que examina la búsqueda completa
sizes-heading = Lo que la búsqueda nunca tiene que mirar
size-anywhere-html = Formas de poner <var>n</var> reinas en cualquier sitio, C(<var>n</var>&sup2;, <var>n</var>)
size-per-row-html = Tableros con una reina por fila, <var>n</var><sup><var>n</var></sup>
size-permutations-html = Una por fila y por columna, <var>n</var>!
size-share-html = Nodos examinados hasta ahora, como fracción de <var>n</var>!
key-heading = Lo que muestra el tablero
legend-queen = una reina en el tablero
legend-next = anillo azul: la casilla que prueba el siguiente paso
legend-placed = anillo verde: la reina que colocó el último paso
legend-attacked = sombreada y rayada: una casilla que alguna reina ataca, por su fila, su columna o una diagonal
legend-reject = una casilla rechazada, la línea que la ataca y la reina dueña de esa línea
legend-ghost = una reina recién retirada por una vuelta atrás
legend-solution = una solución: un marco dorado y casillas doradas bajo las reinas (el tablero destella, como mucho dos veces por segundo)
legend-phantom = el error de una variante: una casilla que su comprobación rechaza aunque ninguna reina la ataca (la diagonal fantasma de forgot-undo, con la reina fantasma atenuada; el hueco que da la vuelta de sized-n)
legend-missed = el error de una variante: una casilla que una reina ataca por una diagonal descendente que la comprobación nunca mira (same-diagonal), cruzada por una línea discontinua
legend-false = la solución falsa de una variante: sin dorado, un marco rojo discontinuo, y las dos reinas que se atacan rodeadas de rojo y unidas por su línea
legend-blocked = una casilla bloqueada (Restringir): ninguna reina puede ir ahí
legend-required = una casilla obligatoria (Restringir): esquinas marcadas; la reina de su fila debe ir ahí
convention-html = Las casillas tienen nombres de ajedrez, columnas a, b, c… y filas 1, 2, 3…, pero el tablero se dibuja con la primera fila de la búsqueda (la fila 1) arriba, porque la búsqueda la llena primero. El código cuenta filas y columnas <strong>desde 0</strong>: un par (row, col) y cada número de diagonal usan esos índices, así que a1 es (0, 0) y b3 es (2, 1). Una diagonal descendente (╲) tiene un <code>row − col</code> constante (1 para b3), una ascendente (╱) un <code>row + col</code> constante (3 para b3). Con «Mostrar los números de las diagonales» activado, cada casilla muestra <code>row − col</code> arriba a la izquierda y <code>row + col</code> abajo a la derecha.
shortcuts-heading = Atajos de teclado
shortcut-play = iniciar o pausar
shortcut-step = paso
shortcut-step-back = paso atrás
shortcut-next-solution = próxima solución
shortcut-run-to-end = hasta el final
shortcut-reset = reiniciar
shortcut-labels = números de las diagonales
shortcut-speed = más rápido, más lento
sets-heading = Los conjuntos
load-failed = No se pudo cargar la búsqueda: { $reason }. Recarga la página para intentarlo de nuevo.
load-failed-short = No se pudo cargar la búsqueda.
sections-failed = La búsqueda funciona, pero no se pudieron cargar las demás secciones de la página: { $reason }. Recarga la página para intentarlo de nuevo.

## Las variantes, y lo que dicen sobre ellas las opciones y las casillas restringidas.
variant-description-correct = La búsqueda con tres conjuntos: una casilla está libre cuando su columna, su diagonal row − col y su diagonal row + col están sin usar, y cada línea se libera de nuevo cuando su reina se va.
variant-description-forgot-undo = La diagonal descendente (row − col) nunca se libera cuando una reina se va, así que se acumulan diagonales fantasma que bloquean casillas que ninguna reina ataca: con n = 8 encuentra 0 soluciones, no 92.
variant-description-same-diagonal = Al conjunto de las diagonales descendentes se le da row + col, el valor de la ascendente, así que las diagonales row − col nunca se comprueban: con n = 8 encuentra 2113 tableros, no 92.
variant-description-sized-n = La tabla de diagonales descendentes tiene n huecos, no 2n − 1, y row − col da la vuelta (el índice negativo de Python), así que diagonales separadas por n comparten hueco y se bloquean entre sí: con n = 8 encuentra 0 y con n = 9 encuentra 116, aunque con n = 5 acierta por casualidad las 10.
variant-description-scan = Cada casilla se compara con todas las reinas ya colocadas en lugar de mirar tres conjuntos: los números correctos, a O(n) comprobaciones por casilla en vez de O(1).
variant-description-brute-force = Todas las permutaciones de las columnas en orden lexicográfico, cada una comprobada entera en busca de una diagonal compartida: n! tableros (40 320 con n = 8) para las mismas 92 soluciones.
variant-name-correct = correcta
variant-name-forgot-undo = sin deshacer
variant-name-same-diagonal = misma diagonal
variant-name-sized-n = tabla de n
variant-name-scan = recorrido
variant-name-brute-force = fuerza bruta
experiment-options-ignored = { $options } solo { $count ->
        [one] se aplica
       *[other] se aplican
    } a la búsqueda correcta sin casillas bloqueadas ni obligatorias: esta búsqueda se recorre entera.
constrain-counting = Con { $blocked } bloqueadas y { $required } obligatorias, la búsqueda correcta está contando las soluciones del tablero de { $n }×{ $n }…
constrain-counted = Con { $blocked } bloqueadas y { $required } obligatorias, la búsqueda correcta encuentra { $count ->
        [one] { $count } solución
       *[other] { $count } soluciones
    } en el tablero de { $n }×{ $n }.
constrain-too-long = Con { $blocked } bloqueadas y { $required } obligatorias, la búsqueda correcta necesita aquí más de { $limit } pasos: recórrela para contar.
element-load-failed = No se pudo cargar la búsqueda: { $reason }.

## El panel del código: la nota en la línea donde está la búsqueda, en los términos del propio código.
code-note-blocked = ✗ { $where } está bloqueada (una regla que este código no tiene: no se consultan los conjuntos)
code-note-scan = ✗ { $where } se topa con { $owner ->
        [square] la reina de { $by } (r = { $byRow }, c = { $byCol })
       *[row] la reina de la fila { $byRow }
    }: { $line }
code-note-in-set = ✗ { $where }: { $formula } = { $value } está en { $set }
code-note-same-diagonal = ✗ { $where }: row + col = { $value } está en { $set } (el error: guarda row + col)
code-note-sized-n = ✗ { $where }: row - col = { $value } lee el hueco { $slot } de { $n }, que vale { $true }
code-note-ghost = ✗ { $where }: row - col = { $value } está en { $set } (lo dejó una reina que ya se fue: el error)
code-note-place = ✓ { $where } está libre: la reina va ahí, y luego { $call }
code-note-remove = ↩ { $call } retornó: se retira la reina de { $where }
code-note-remove-kept = ↩ { $call } retornó: se retira la reina de { $where }, pero row - col = { $value } sigue en { $set }
code-note-false-solution = ✗ solución falsa { $number }: { $placement } = [{ $columns }], y sin embargo { $upper } y { $lower } se atacan
code-note-solution = ★ solución { $number }: { $squares }, { $placement } = [{ $columns }]
code-note-done = ■ { $call } retornó: la búsqueda ha terminado
code-note-start = ▶ la búsqueda empieza aquí
code-note-brute-start = ▶ { $call } empieza por { $first }
code-note-brute-done = ■ comprobadas todas las permutaciones: la suma es el número de soluciones
code-note-brute-solution = ★ columns = { $columns } ({ $squares }): ningún par choca, solución { $solution }
code-note-brute-clash = ✗ columns = { $columns }: upper = { $upper }, lower = { $lower }, { $lower } - { $upper } == |{ $b } - { $a }|: { $first } y { $second } comparten diagonal
code-listing-label = { $variant ->
        [correct] La búsqueda
       *[other] La variante { $variant }
    } en { $language }
code-bug-forgot-undo = El error: falta esta eliminación, así que row − col se queda en el conjunto descendente cuando su reina se va (un fantasma).
code-bug-same-diagonal = El error: al conjunto descendente se le da row + col, el valor de la diagonal ascendente, así que row − col nunca se comprueba.
code-bug-sized-n = El error: n huecos, no 2n − 1; row − col da la vuelta (el índice negativo de Python), así que diagonales separadas por n comparten hueco.
code-bug-scan = El fallo: cada reina colocada se compara con la casilla, un trabajo O(n) donde tres consultas a conjuntos cuestan O(1).

## La pila de llamadas: un marco por cada fila que se está llenando, el superior al final.
frame-filled = { $call }: row == n, todas las filas están llenas
frame-just-called = { $call } · fila { $row }: recién llamada, aún no ha probado ninguna columna
frame-trying = { $call } · fila { $row }: { $squares } (col = { $col })
frame-legend = ✗ rechazada por la prueba · ↩ tuvo una reina, retirada al retornar la llamada de abajo · ✓ aquí está la reina
stack-brute = No hay pila de llamadas: la fuerza bruta no hace llamadas recursivas. count_by_permutation recorre permutaciones enteras, así que ningún marco espera a una fila de abajo.
stack-empty-returned = Vacía: { $call } ha retornado.
stack-empty-start = Vacía: la búsqueda empieza con { $call }.

## El panel de los conjuntos.
sets-note-forgot-undo = Esta variante nunca elimina una diagonal descendente: los valores de las reinas que se fueron siguen en { $down }, marcados como fantasmas.
sets-note-same-diagonal = Esta variante mete en { $down } row + col, el valor de la diagonal ascendente: repite { $up } y nunca guarda row − col.
sets-note-sized-n = Esta variante guarda las diagonales descendentes en una lista de n huecos, { $slots }, indexada por row − col: un índice negativo da la vuelta hasta el final, así que diagonales separadas por n comparten hueco.
sets-note-scan = Scan no guarda conjuntos: cada casilla se compara con todas las reinas de { $placement }, empezando por la fila 0.
sets-note-brute-force = La fuerza bruta no guarda conjuntos ni un { $placement } construido fila a fila: toma cada permutación entera de las columnas y compara sus reinas de dos en dos.
sets-heading-scan = Lo que guarda scan: solo { $placement }
sets-heading-brute-force = Lo que guarda la fuerza bruta: una permutación
sets-change-blocked = rechazada: { $square } está bloqueada, antes de consultar ningún conjunto
sets-change-scan = rechazada: { $square } se topa con { $owner ->
        [square] la reina de { $by }
       *[none] una reina
    } por su { $line ->
        [column] columna
        [down] diagonal descendente
       *[up] diagonal ascendente
    }
sets-change-clash = choque: filas { $upper } y { $lower }, { $first } y { $second }: { $lower } − { $upper } = |{ $lowerCol } − { $upperCol }|, una misma diagonal
sets-change-safe = no hay dos reinas en la misma diagonal: solución { $solution }
sets-change-reject = rechazada: { $slot ->
        [yes] el hueco de { $line }
       *[no] { $line }
    } = { $value } ya está en { $set ->
        [column] las columnas
        [down] las diagonales descendentes
       *[up] las diagonales ascendentes
    } ({ $owner ->
        [square] lo puso ahí la reina de { $by }
       *[none] ninguna reina del tablero lo tiene: el error de la variante
    })
sets-value = { $set ->
        [column] col
        [down] desc.
        [slot] hueco desc.
       *[up] asc.
    } { $value }
sets-change-added = añadido: { $values }
sets-change-removed = eliminado: { $values }
sets-change-removed-kept = eliminado: { $values } (desc. { $down } no se elimina: el error)
sets-ghost-title = Lo dejó una reina que ya se fue: esta variante nunca elimina una diagonal descendente
sets-refused-title = Este valor rechazó la casilla
sets-slot-title = hueco { $slot }
sets-permutation-title = La permutación comprobada: las columnas de sus reinas, la fila 0 primero, contando desde 0
sets-placement-title = La cuarta pieza del estado: las columnas de las reinas, la fila 0 primero, contando desde 0

## El árbol de búsqueda.
tree-board-empty = El tablero vacío, paso 0
tree-board = { $square }: la reina de la fila { $row } en la columna { $col }, colocada en el paso { $step }
tree-board-later = { $square }: la reina de la fila { $row } en la columna { $col }, colocada en el paso { $step } (después del paso actual, { $now })
tree-not-drawn = Árbol de búsqueda: no se dibuja para esta búsqueda.
tree-not-drawn-why = Se dibuja para la búsqueda correcta y para los errores clásicos hasta n = 8; la fuerza bruta comprueba tableros enteros y no hace crecer ninguno.
tree-counts = Árbol de búsqueda: { $nodes } tableros, el vacío incluido; { $pruned } casillas rechazadas; { $solutions ->
        [one] { $solutions } solución
       *[other] { $solutions } soluciones
    }.
tree-how-drawn = Cada nodo dibujado: los tableros como puntos (el camino actual en azul, las ramas abandonadas atenuadas), los rechazos como trazos rojos cortos, las soluciones en dorado; los tableros de los que la búsqueda ya volvió se quedan, tenues. Haz clic en un tablero, o usa las flechas e Intro, para ir al paso que lo colocó; un árbol más ancho que el panel se desplaza de lado.
tree-how-summary = Resumen por profundidad (n > 8, demasiados nodos para dibujar cada uno): una banda por número de reinas, con su barra de tableros (gris) y luego de casillas rechazadas (rojo) a esa profundidad, a escala; las marcas azules señalan las columnas de las reinas actuales. Los números son exactos.
tree-chosen = Elegido: { $board }.

## La gráfica de crecimiento.
growth-column = n = { $n }: la búsqueda examina { $nodes } nodos y encuentra { $solutions ->
        [one] { $solutions } solución
       *[other] { $solutions } soluciones
    }; n! = { $factorial }, nⁿ = { $power }, C(n², n) = { $choose }.
growth-point-choose = n = { $n }: { $count } formas de poner n reinas en n² casillas
growth-point-power = n = { $n }: { $count } tableros con una reina por fila
growth-point-factorial = n = { $n }: { $count } tableros con una reina por fila y por columna
growth-point-nodes = n = { $n }: { $count } nodos que examina la búsqueda
growth-point-solutions = n = { $n }: { $count } soluciones
growth-beyond = n = { $n } está fuera de la gráfica: el número de nodos se conoce hasta n = { $max }.
growth-live-brute = n = { $n } ahora: esta búsqueda comprueba tableros enteros y no examina ninguno parcial.
growth-live = n = { $n } ahora: { $nodes } de { $total } nodos examinados.
growth-live-variant = n = { $n } ahora: esta búsqueda ha examinado { $nodes ->
        [one] { $nodes } nodo
       *[other] { $nodes } nodos
    }; la búsqueda sencilla examina { $total }.

## La barra de pasos, sus marcas, la fila de progreso, las duraciones.
scrub-known = Paso { $step } de { $total }
scrub-open = Paso { $step } · final desconocido
scrub-open-value = Paso { $step }, sin saber aún dónde acaba
scrub-share = { $exact ->
        [yes] {" · "}{ $done } explorado
       *[no] {" · "}aprox. { $done } explorado
    }
scrub-open-value-tree = Paso { $step }, sin saber aún dónde acaba, { $exact ->
        [yes] { $done } del árbol de búsqueda explorado
       *[no] aproximadamente { $done } del árbol de búsqueda explorado (su tamaño es una estimación)
    }
scrub-mark = {": "}{ $mark }
scrub-seeking = Yendo al paso { $target }…
scrub-seeking-now = Yendo al paso { $target }… (ahora en el { $steps })
mark-stop = parada { $number } de la lección
mark-backtrack = la primera vuelta atrás
mark-solution = solución { $number }
list-separator = {", "}
progress-run = { $what ->
        [solution] Próxima solución
       *[end] Hasta el final
    }: { $phase ->
        [running] en marcha
        [paused] en pausa
        [found] encontrada
       *[finished] terminado
    }
progress-share-finished = { $done } de la búsqueda
progress-share = { $done } de la búsqueda hecho, falta { $left }
progress-share-estimated = ≈ { $done } de la búsqueda hecho (su tamaño es una estimación)
progress-timing = en { $seconds } s
progress-timing-rate = en { $seconds } s ({ $rate } pasos/s)
progress-all-steps = { $steps } pasos en total
progress-this-run = { $taken } de ellos en esta ejecución, { $timing }
progress-steps = { $taken ->
        [one] { $taken } paso
       *[other] { $taken } pasos
    } { $timing }
progress-left = quedan { $time }
progress-measuring = midiendo el tiempo que falta…
duration-seconds = { $seconds } s
duration-minutes = { $min } min { $seconds } s
duration-hours = { $hours } h { $min } min
duration-days = { $days ->
        [one] { $days } día
       *[other] { $days } días
    } { $hours } h
duration-years = unos { $years ->
        [one] { $years } año
       *[other] { $years } años
    }
remaining-few-seconds = unos segundos
remaining-seconds = unos { $seconds } s
remaining-minutes = unos { $min } min
remaining-hours = unas { $hours } h
remaining-days = unos { $days ->
        [one] { $days } día
       *[other] { $days } días
    }
remaining-years = unos { $years ->
        [one] { $years } año
       *[other] { $years } años
    }

## Las notas de los contadores y las soluciones encontradas.
not-tabulated = no tabulado
counted-here = contado por la búsqueda de esta página, recorrida hasta el final
share-title = { $nodes } de { $permutations } permutaciones
solution-button = Solución { $number }: { $squares }. Mostrarla en el tablero
solutions-ahead = { $ahead ->
        [one] El tablero atenuado está más allá del paso actual: la búsqueda ya pasó por ahí y lo volverá a encontrar.
       *[other] Los { $ahead } tableros atenuados están más allá del paso actual: la búsqueda ya pasó por ahí y los volverá a encontrar.
    }
solutions-more = y { $rest } más (solo se dibujan las { $limit } primeras)

## La lección guiada «Seguir el artículo».
lesson-previous = Anterior
    .more = {" "}parada
lesson-next = Siguiente
    .more = {" "}parada
lesson-close = Cerrar
    .more = {" "}la lección
lesson-try = Intentar
    .more = {" "}de nuevo
lesson-now = Mostrarlo ya
lesson-progress = Parada { $number } de { $total }
lesson-unavailable-title = La lección sigue la búsqueda sencilla
lesson-unavailable = Recorre los tableros del artículo con la búsqueda correcta: vuelve a elegir la variante correcta y desactiva Parar en la primera solución, Simetría por la mitad y Restringir; luego elige Intentar de nuevo.
lesson-moving = Moviendo la búsqueda…
lesson-playing = Avanzando la búsqueda hasta la respuesta: paso { $step }.
lesson-your-turn = Primero te toca a ti
lesson-check = Comprobar
lesson-start-title = Un tablero vacío
lesson-start-1 = La búsqueda llena una fila cada vez, empezando por arriba, y prueba las columnas de izquierda a derecha: la primera casilla de la fila 1, { $first }, va primero.
lesson-start-2 = Usa Paso en vez de Iniciar, para que cada colocación y cada vuelta atrás tengan su propio momento; Siguiente parada lleva al siguiente momento que describe el artículo.
lesson-first-rejection-title = El primer rechazo
lesson-first-rejection-1 = { $square } se rechaza: { $line ->
        [column] { $owner ->
            [square] la reina de { $by } ocupa su columna
           *[none] una reina de una fila anterior ocupa su columna
        }, así que { $test } es { $true }
        [down] está en la diagonal descendente de { $owner ->
            [square] la reina de { $by }
           *[none] una reina de una fila anterior
        } (el mismo row − col)
       *[up] está en la diagonal ascendente de { $owner ->
            [square] la reina de { $by }
           *[none] una reina de una fila anterior
        } (el mismo row + col)
    }.
lesson-first-rejection-2 = La prueba se hace antes de colocar una reina, así que una casilla rechazada cuesta tres consultas a los conjuntos y no deja nada que deshacer.
lesson-second-queen-title = La reina de la fila { $row }
lesson-second-queen-1 = La reina va a { $square }: la primera casilla de la fila { $row }, desde la izquierda, que ninguna reina de arriba ataca.
lesson-second-queen-2 = Al colocarla se añaden su columna, su row − col y su row + col a los tres conjuntos, y la búsqueda pasa a la fila siguiente.
lesson-second-queen-again-title = La fila { $row } bajo { $first }
lesson-second-queen-again-1 = La reina va a { $square }: la primera casilla de la fila { $row }, desde la izquierda, que ninguna reina de arriba ataca.
lesson-second-queen-again-2 = Al colocarla se añaden su columna, su row − col y su row + col a los tres conjuntos, y la búsqueda pasa a la fila siguiente.
lesson-first-backtrack-title = La primera vuelta atrás
lesson-first-backtrack-1 = Todas las casillas de la fila { $next } están atacadas, así que el bucle de { $call } termina sin colocar nada y la llamada simplemente retorna.
lesson-first-backtrack-2 = Ese retorno es la vuelta atrás: la reina deja { $square }, sus tres valores salen de los conjuntos y la fila { $row } sigue con su siguiente columna.
lesson-first-backtrack-3 = No hay ninguna instrucción especial para ello: solo una función que se queda sin columnas que probar.
lesson-corner-given-up-title = Se abandona { $square }
lesson-corner-given-up-1 = La reina deja { $square } para siempre: se han probado todas las disposiciones que hay por debajo, así que { $solutions ->
        [0] ninguna disposición que empiece por { $square } puede funcionar
        [one] { $square } ya ha dado su única solución
       *[other] { $square } ya ha dado sus { $solutions } soluciones
    }.
lesson-corner-given-up-2 = Hicieron falta { $tries } pasos desde que se colocó ahí la reina para demostrar este único hecho sobre la primera fila, y todos eran necesarios: salta cualquiera y podrías tirar una solución verdadera junto con los callejones sin salida.
lesson-mirror-corner-given-up-title = Se abandona { $square }
lesson-mirror-corner-given-up-1 = La reina deja { $square } para siempre: se han probado todas las disposiciones que hay por debajo, así que { $solutions ->
        [0] ninguna disposición que empiece por { $square } puede funcionar
        [one] { $square } ya ha dado su única solución
       *[other] { $square } ya ha dado sus { $solutions } soluciones
    }.
lesson-mirror-corner-given-up-2 = { $square } es la imagen reflejada de { $corner }, y su rama es la de { $corner } reflejada: los mismos { $tries } pasos, el mismo resultado.
lesson-first-solution-title = La primera solución
lesson-first-solution-1 = Cada fila tiene una reina: { $squares }, que el código guarda como { $placement } = { $columns } (las columnas de cada fila, contando desde 0).
lesson-first-solution-2 = Llega solo después de salir del todo de la rama de { $corner } y volver a empezar desde { $start }; la fuerza bruta sobre todas las formas de poner { $n } reinas probaría { $placements } disposiciones.
lesson-mirror-solution-title = La imagen reflejada
lesson-mirror-solution-1 = { $squares }, { $columns }: la primera solución reflejada de izquierda a derecha.
lesson-mirror-solution-2 = Reflejar una solución siempre da otra, así que la mitad derecha de la fila 1 tiene tantas soluciones como la izquierda: el truco del espejo busca solo en la mitad izquierda y cuenta cada solución dos veces.
lesson-totals-title = El tablero de { $n }×{ $n }
lesson-totals-1 = La búsqueda del tablero de { $n }×{ $n } termina tras { $steps } pasos: { $solutions } soluciones y { $nodes } tableros parciales examinados (el vacío incluido).
lesson-totals-2 = Frente a eso, { $n }! = { $factorial } permutaciones y { $placements } formas de poner { $n } reinas en cualquier sitio: los tres conjuntos cortan cada rama en cuanto falla.
lesson-end-title = El final
lesson-end-1 = La búsqueda termina tras { $steps } pasos: { $solutions } soluciones y { $nodes } tableros parciales examinados (el vacío incluido).
lesson-end-2 = Frente a eso, { $n }! = { $factorial } permutaciones y { $placements } formas de poner { $n } reinas en cualquier sitio: los tres conjuntos cortan cada rama en cuanto falla.
lesson-ask-square = ¿Qué casilla de la fila { $row } ocupará la próxima reina de la búsqueda? Haz clic en ella en el tablero o elígela aquí.
lesson-ask-first-lift = Ahora viene la fila { $row }, con reinas en { $queens }. ¿Qué reina retirará primero la búsqueda, si retira alguna? Haz clic en ella en el tablero o elige aquí.
lesson-none-of-them = Ninguna
lesson-ask-mirror-start = La solución 1 es { $squares }. Su imagen reflejada, de izquierda a derecha, también es solución: ¿en qué casilla de la fila 1 empieza? Haz clic en ella en el tablero o elígela aquí.
lesson-ask-totals = Ahora el tablero de { $n }×{ $n } entero. ¿Cuántas soluciones encontrará la búsqueda y cuántos tableros parciales (nodos, el vacío incluido) examinará?
lesson-field-solutions = Soluciones
lesson-field-nodes = Nodos
lesson-ask-corner = ¿Puede alguna solución empezar con una reina en { $square }?
lesson-yes = Sí
lesson-no = No
lesson-right-square = Correcto: { $answer }.
lesson-wrong-square = Esta vez no: { $why ->
        [row] { $choice } no está en la fila { $row }
        [attacked] { $choice } está atacada
       *[later] { $choice } también está libre, pero la búsqueda prueba las columnas desde la izquierda y se queda con la primera libre
    }. La búsqueda elige { $answer }.
lesson-right-first-lift = Correcto: { $answer }, la última reina colocada, es la primera en retirarse.
lesson-wrong-first-lift = Esta vez no: { $why ->
        [none] todas las casillas de la fila { $row } están atacadas, así que su llamada retorna sin colocar nada
       *[queen] la búsqueda deshace primero su última elección; { $choice } se queda hasta que se hayan probado todas las casillas que tiene debajo
    }. La búsqueda retira { $answer }.
lesson-right-mirror-start = Correcto: empieza en { $answer }.
lesson-wrong-mirror-start = Esta vez no: reflejada de izquierda a derecha, { $first } se convierte en { $mirrored }, que empieza en { $answer }.
lesson-right-totals = Correcto: { $solutions } soluciones y { $nodes } nodos.
lesson-wrong-totals = Dijiste { $saidSolutions } soluciones y { $saidNodes } nodos; la búsqueda encuentra { $solutions } y examina { $nodes }.
lesson-corner-verdict = { $right ->
        [yes] Correcto
       *[no] Esta vez no
    }: { $some ->
        [yes] algunas soluciones sí
       *[no] ninguna
    }. Mira cómo lo descubre la búsqueda.

## Las secciones de la página bajo el estudio (www/index.html).
skip-to-board = Saltar al tablero
about-heading = El rompecabezas y la búsqueda
about-intro-html = Coloca <var>n</var> reinas en un tablero de <var>n</var>&times;<var>n</var> de modo que ninguna ataque a otra. La búsqueda llena una fila cada vez, empezando por arriba, prueba las columnas de izquierda a derecha y retrocede en cuanto a una fila no le queda ninguna casilla libre.
count-heading = Contar rápido, o construir una solución
count-sub = Contar todas las soluciones
count-about-html = Un conteo distinto y mucho más rápido que la búsqueda paso a paso, dividido en unidades independientes que se reparten <span id="count-workers">varios</span> Web Workers (uno por núcleo del procesador). Hasta <span id="count-join-max">N</span>&times;<span id="count-join-max-again">N</span> une medios tableros por sus columnas libres y encuentra las soluciones únicas a partir de las pocas que un giro de media o un cuarto de vuelta deja igual; más allá, las reinas del borde se colocan una vez por clase de simetría y el interior se busca con máscaras de bits.
count-on = Contar en
count-on-cpu-html = la CPU (<span id="count-cpu-workers">varios</span> Web Workers)
count-on-gpu-html = la GPU: <span id="count-gpu-name">–</span>
count-gpu-note-html = En la GPU las reinas del borde se colocan una vez por clase de simetría (con las soluciones únicas) y miles de pequeñas búsquedas corren a la vez: con una GPU dedicada, prueba 20&times;20. Cada conteo en la GPU se comprueba: la CPU vuelve a contar unidades al azar, y cualquier diferencia rechaza el resultado.
count-size-label = Tamaño del tablero que contar
count-button = Contar
count-cancel = Cancelar
count-resume = Reanudar
count-discard = Descartar
count-confirm-title = Este conteo lleva un rato
count-confirm-yes = Contar igualmente
count-confirm-no = No contar
count-nothing-yet = Aún no se ha contado nada.
count-known = valor conocido (publicado)
count-unique-html = Únicas <span class="hint">(salvo giros y reflejos)</span>
construct-sub = Construir una solución
construct-about-html = Escrita directamente con una fórmula (según <var>n</var> mod 6), sin ninguna búsqueda, y luego comprobada.
construct-size-label = Tamaño del tablero que construir
construct-button = Construir
construct-nothing-yet = Aún no se ha construido nada.
repair-sub = Reparar un tablero lleno (mínimos conflictos)
repair-about = Sin búsqueda: una reina en cada fila desde el principio, colocada con avidez; después, una y otra vez, una reina atacada se mueve dentro de su fila a la casilla que menos reinas atacan (los empates se deciden al azar a partir de la semilla). Cada casilla se sombrea según cuántas reinas la atacan.
repair-size-label = Tamaño del tablero que reparar
repair-seed-label-html = Semilla <span class="hint">(la misma semilla, los mismos movimientos)</span>
repair-pace = Ritmo:
repair-moves = Movimientos
repair-attacked = Reinas atacadas
repair-nothing-yet = Aún no se ha reparado nada.
practice-heading = Práctica: los ejercicios del artículo, respondidos ejecutando la búsqueda
practice-corner-question = ¿Cuántas soluciones ponen una reina en una casilla de esquina?
practice-corner-button = Contar reinas en esquina
practice-first-button = Avanzar hasta la primera solución
practice-mirror-button = Comparar los números
practice-odd-question = ¿Qué sale mal en un tablero impar si también se duplica la columna central?
practice-odd-button = Mostrar ambos totales
solutions-heading-html = Soluciones encontradas hasta ahora: <span id="solutions-count">0</span>
solutions-hint = Cada solución aparece aquí cuando la búsqueda llega a ella. Elige una para verla en el tablero.
footer = La búsqueda se ejecuta en WebAssembly, compilada desde Rust; esta página funciona sin conexión una vez cargada.
count-resume-offer = Un conteo interrumpido por una recarga
construct-none-label = Aún no se ha construido ningún tablero
repair-controls = Controles de la reparación
repair-none-label = Aún no hay ningún tablero que reparar
page-description = Mira la búsqueda con vuelta atrás del problema de las N reinas, paso a paso.

## Práctica: los ejercicios del artículo, cada uno respondido después de tu propia respuesta.
practice-your-answer = Primero tu respuesta: { $prompt }
practice-verdict-right = Dijiste { $guess }: correcto.
practice-verdict-wrong = Dijiste { $guess }; la búsqueda dice { $answer }.
practice-yes = Sí
practice-no = No
practice-yes-word = sí
practice-no-word = no
practice-first-question = ¿La primera solución de la búsqueda para n = { $n } es la del artículo, { $columns }?
practice-mirror-question = ¿El truco del espejo (primera reina en la mitad izquierda, número duplicado) da el total correcto para n = { $sizes }?
practice-corner-prompt = ¿cuántas soluciones del tamaño de tablero elegido arriba ponen una reina en una esquina?
practice-first-prompt = ¿la primera solución es la del artículo?
practice-mirror-prompt = ¿la mitad izquierda duplicada es igual al total en todos ellos?
practice-odd-prompt = con la columna central también duplicada, el total sale
practice-odd-high = demasiado alto
practice-odd-right = correcto
practice-odd-low = demasiado bajo
practice-odd-mixed = unas veces de un modo y otras de otro
practice-corner-answer = { $n }×{ $n }: { $corner } de las { $solutions } soluciones ponen una reina en una casilla de esquina ({ $topLeft } en la de arriba a la izquierda, a1).
practice-corner-why-one = La única casilla es todas las esquinas a la vez.
practice-corner-why = Ninguna solución tiene dos reinas en esquinas (dos esquinas cualesquiera comparten fila, columna o diagonal larga), y girar o voltear el tablero lleva la esquina de arriba a la izquierda a cada una de las otras, así que cada esquina tiene una reina en la cuarta parte de ellas.
practice-first-answer = { $equal ->
        [yes] Sí
       *[no] No
    }: la búsqueda se detuvo en su primera solución tras { $steps } pasos con { $found }; el artículo dice { $expected }.
practice-first-why = La búsqueda prueba las columnas de cada fila de izquierda a derecha, así que el primer tablero que completa es el menor en orden de diccionario: una reina en la columna 0 de la fila de arriba no lleva a ninguna parte en un tablero de 4×4; en la columna 1, sí.
practice-mirror-table = El truco del espejo en tableros pares
practice-mirror-column-left = primera reina en la mitad izquierda
practice-mirror-column-doubled = duplicado
practice-mirror-column-full = total
practice-mirror-column-equal = igual
practice-equal-yes = sí
practice-equal-no = NO
practice-mirror-answer = { $all ->
        [yes] Sí, en todos
       *[no] No
    }: reflejar una solución de izquierda a derecha da otra solución cuya primera reina está en el otro lado, así que la mitad derecha tiene exactamente tantas como la izquierda, y un tablero par no tiene columna central donde pueda ir una reina.
practice-odd-table = Tableros impares: la columna central duplicada, y contada una vez
practice-odd-column-left = mitad izquierda
practice-odd-column-middle = columna central
practice-odd-column-doubled = central duplicada (mal)
practice-odd-column-once = central una vez (bien)
practice-odd-column-full = total
practice-odd-why = La imagen reflejada de una solución con su primera reina en la columna central también tiene su primera reina en la columna central, así que la búsqueda ya encuentra las dos: duplicarlas cuenta cada una dos veces, y el total sale demasiado alto exactamente en el número de la columna central. Cuenta dos veces la mitad izquierda y una vez la central.

## El cajón de compartir.
share-copied = { $what ->
        [link] El enlace a este paso
       *[embed] El código para insertar
    } se ha copiado y se muestra aquí.
share-not-copied = { $what ->
        [link] El enlace a este paso
       *[embed] El código para insertar
    } se muestra aquí (seleccionado): el navegador no dejó que la página lo copiara, así que pulsa Ctrl+C o ⌘C.
embed-frame-title = La búsqueda de las N reinas, paso a paso
embed-comment-element = El elemento
embed-comment-iframe = O un iframe

## Construir: una solución escrita con una fórmula y luego comprobada.
construct-failed = { $n }×{ $n }: no construido. { $reason }.
construct-none = No existe ninguna solución para el tablero de { $n }×{ $n }: no hay forma de colocar { $n } reinas sin que se ataquen.
construct-none-board = Tablero de { $n }×{ $n }: no existe ninguna solución
construct-valid = { $n }×{ $n }: { $n } { $n ->
        [one] reina
       *[other] reinas
    }, una en cada fila y en cada columna y ninguna compartiendo diagonal: válida (comprobada).
construct-invalid = { $n }×{ $n }: la construcción NO es válida (comprobada): esto es un error del programa.
construct-board = Una solución construida del tablero de { $n }×{ $n }, { $valid ->
        [yes] válida
       *[no] no válida
    }.{ $picture ->
        [yes] {" "}Cada punto se sombrea según cuántas reinas caen en esa parte del tablero.
       *[no] {""}
    }
construct-sample-columns = Columnas de { $rows ->
        [all] cada fila
       *[some] las filas 0 a { $last }
    }, contando desde 0 como hace el código: { $columns }{ $more ->
        [yes] , …
       *[no] {""}
    }.
construct-sample-squares = Como casillas: { $squares }{ $more ->
        [yes] {" …"}
       *[no] {""}
    }.
construct-time = Construida y comprobada en { $construct }, dibujada en { $draw }.
constrain-now = { $square } { $pair } ahora está { $state ->
        [blocked] bloqueada
        [required] exigida
       *[free] libre
    }.
constrain-all-free = Todas las casillas vuelven a estar libres.
constrain-cursor = { $square } { $pair }: { $state ->
        [blocked] bloqueada. Intro para exigirla.
        [required] exigida. Intro para liberarla.
       *[free] libre. Intro para bloquearla.
    }
## Lo que separa los elementos de una lista simple de nombres o valores.
list-gap = {", "}

## Los ajustes de la dirección (?n=8&speed=20…) y los atributos del elemento que no se entendieron: cada problema
## nombra el ajuste tal como se escribe ($name) y cita el valor dado ($value).
param-repeated = { $name } aparece { $count } veces ({ $values }): dalo una sola vez.
param-flag = { $name }: { $value } no es 1 ni 0.
param-step = { $name }: { $value } no es un número de paso (un número entero desde 0).
param-speed = { $name }: { $value } no es una velocidad posible, un número entero de pasos por segundo de { $min } a { $max }, o “max”.
param-n = n (el tamaño del tablero): { $problem }
param-lang = lang: { $value } no es un idioma de esta página ({ $languages }).
param-problems = Algunos ajustes de la dirección no se entendieron, así que se usan sus valores por defecto.
attribute-n = n: { $problem }
attribute-variant = variant: { $value } no es una variante ({ $variants }).
attribute-choice = { $name }: { $value } no es { $choices }.
attribute-show = { $name }: { $value } no es “show” ni “none”.
attribute-panels = panels: { $value } { $count ->
        [one] no es un panel
       *[other] no son paneles
    } ({ $panels }).
attribute-loop = to: { $to } no va después de from ({ $from }), así que ningún paso se repite.
attribute-problems = No se entendió, así que se usa el valor por defecto: { $problems }
embed-origin = origin: { $value } no es un origen como https://example.org, así que este marco no responde a ninguna página.

## La variante y las casillas de la dirección (?variant=scan&block=0,1;2,3) que no se entendieron.
address-variant = variant: { $value } no es una variante; las variantes son { $variants }.
address-square-bad = { $name }: { $value } no es una casilla: da pares fila,columna contados desde 0 y separados por “;”, p. ej. 0,1;2,3.
refusal-unknown = La búsqueda rechaza estas casillas en este tablero
address-squares-refused = block y require: el tablero se recorre sin ellas. { $problem }.
constrain-refused-freed = { $problem }, así que { $square } { $pair } vuelve a estar libre.
constrain-refused-cleared = { $problem }: se han quitado las casillas bloqueadas y exigidas.

## Los rechazos del núcleo, cada uno como comienzo de frase sin punto final.
refusal-not-a-number = El tamaño del tablero no es un número
refusal-not-whole = El tamaño del tablero debe ser un número entero, no { $n }
refusal-negative = El tamaño del tablero no puede ser negativo ({ $n })
refusal-too-large = El tamaño de tablero { $n } es demasiado grande: el mayor aquí es { $max }
refusal-off-board = La casilla { $square } { $pair } queda fuera del tablero de { $n }×{ $n } (filas y columnas se cuentan desde 0)
refusal-blocked-and-required = La casilla { $square } { $pair } está a la vez bloqueada y exigida
refusal-required-attack = Las casillas exigidas { $square } { $pair } y { $other } { $otherPair } se atacan entre sí
refusal-mirror = La opción de simetría necesita un tablero sin casillas bloqueadas ni exigidas
refusal-mirror-of-variant = La opción de simetría es solo para la búsqueda correcta, no para { $variant }
refusal-brute-force-constrained = La fuerza bruta comprueba cada permutación entera: no admite casillas bloqueadas ni exigidas
refusal-brute-force-first-solution = La fuerza bruta comprueba cada permutación: no tiene la opción de parar en la primera solución
refusal-no-solution = No existe ninguna solución para el tablero de { $n }×{ $n }
refusal-seed = La semilla debe ser un número entero de 0 a { $max }
refusal-picture-size = Una imagen mide de { $min } a { $max } píxeles de lado, no { $px }
refusal-picture-not-whole = { $what ->
        [size] El tamaño
        [from] El primer paso
        [to] El último paso
       *[fps] La velocidad
    } debe ser un número entero desde 0, no { $value }
refusal-picture-backwards = Los pasos van de { $from } a { $to }: el último paso no puede ir antes que el primero
refusal-picture-too-many-frames = Una animación admite como mucho { $most } pasos, no { $frames }
refusal-picture-too-many-pixels = { $frames } fotogramas de { $px } píxeles de lado son más de lo que admite una animación (como mucho { $most } fotogramas de 480 píxeles): pide menos pasos o un tamaño menor
refusal-picture-too-far = El paso { $step } está más lejos de lo que alcanza una imagen (el paso { $farthest }, alrededor de un minuto de búsqueda)
refusal-picture-no-frames = Una animación necesita al menos un paso
refusal-picture-fps = Una animación se reproduce a entre { $min } y { $max } fotogramas por segundo, no a { $fps }
refusal-picture-past-the-end = La búsqueda termina en el paso { $last }: no hay paso { $from }

## El aviso de una versión nueva de la página.
update-ready = Hay una versión nueva de esta página.
update-reload = Recargar
update-later = Ahora no
update-loading = Cargando la versión nueva…

## Guardar imagen y Guardar animación, en el cajón Compartir.
pictures-summary = Guardar imagen o animación
pictures-picture-legend = Guardar imagen (el tablero en este paso)
pictures-size = Tamaño
pictures-size-unit = píxeles
pictures-colours = Colores
pictures-theme-auto = como se ve
pictures-theme-light = claros
pictures-theme-dark = oscuros
pictures-save-png = Guardar PNG
pictures-save-svg = Guardar SVG
pictures-animation-legend = Guardar animación (un GIF animado)
pictures-from = Del paso
pictures-to = al paso
pictures-speed = Velocidad
pictures-speed-unit = fotogramas por segundo
pictures-save-gif = Guardar GIF
pictures-drawing = Dibujando la animación…
pictures-saved = Guardado { $file }.
pictures-not-saved = No se guardó: { $reason }.

## Las palabras de Reparar mientras trabaja.
repair-size-range = (de 1 a { $max }; hasta { $stepped } movimiento a movimiento)
repair-seed-bad = La semilla debe ser un número entero de 0 a { $max }, no { $value }.
repair-speed = { $speed } { $speed ->
        [one] movimiento
       *[other] movimientos
    } por segundo
repair-refused = { $reason }.
repair-stepped-label = Tablero de { $n }×{ $n } en reparación: { $solved ->
        [yes] resuelto
       *[no] { $attacked } reinas atacadas
    }. Las casillas se sombrean según cuántas reinas las atacan.
repair-stepped-status = { $n }×{ $n }, semilla { $seed }: { $moves } { $moves ->
        [one] movimiento
       *[other] movimientos
    }{ $restarts ->
        [0] {""}
        [one] {" "}({ $restarts } nuevo comienzo tras demasiados movimientos)
       *[other] {" "}({ $restarts } nuevos comienzos tras demasiados movimientos)
    }; { $attacked } de { $n } reinas atacadas.
repair-stepped-solved = { $n }×{ $n }, semilla { $seed }: resuelto en { $moves } { $moves ->
        [one] movimiento
       *[other] movimientos
    }{ $restarts ->
        [0] {""}
        [one] {" "}({ $restarts } nuevo comienzo tras demasiados movimientos)
       *[other] {" "}({ $restarts } nuevos comienzos tras demasiados movimientos)
    }: ninguna reina está atacada, { $valid ->
        [yes] válido (comprobado)
       *[no] NO válido (comprobado): esto es un error del programa
    }.
repair-large-waiting = { $n }×{ $n }, semilla { $seed }: demasiadas filas para mostrarlo movimiento a movimiento. Pulsa Iniciar para repararlo hasta el final en segundo plano.
repair-large-label-waiting = Tablero de { $n }×{ $n }: aún sin reparar
repair-large-stopped = { $n }×{ $n }: detenido. Pulsa Iniciar para repararlo de nuevo desde el principio.
repair-large-placing = { $n }×{ $n }, semilla { $seed }: colocando las reinas con avidez…
repair-large-repairing = { $n }×{ $n }, semilla { $seed }: reparando… { $moves } movimientos hasta ahora ({ $time }).
repair-large-done = { $n }×{ $n }, semilla { $seed }: reparado en { $moves } movimientos y { $time }: { $valid ->
        [yes] válido (comprobado)
       *[no] NO válido (comprobado): esto es un error del programa
    }.
repair-large-label = Un tablero de { $n }×{ $n } reparado, { $valid ->
        [yes] válido
       *[no] no válido
    }. Cada punto se sombrea según cuántas reinas caen en esa parte del tablero.
repair-large-failed = { $n }×{ $n }: sin reparar: { $reason }.
repair-large-time = Reparado y comprobado en un worker de segundo plano en { $repair }, dibujado en { $draw }.

## Las palabras de Contar mientras trabaja.
count-size-range = (de { $min } a { $max }; por encima de { $above } pregunta antes)
count-size-nothing = { $problem } No se cuenta nada.
count-not-in-table = no está en la tabla
count-workers = { $workers } { $workers ->
        [one] Web Worker
       *[other] Web Workers
    }
count-gpu = la GPU { $name }{ $software ->
        [yes] , una emulación por software en la CPU
       *[no] {""}
    }
count-gpu-software = (una emulación por software en la CPU: más lenta que los Web Workers)
count-method = { $method ->
        [join] el método join
        [frames] el método frames
       *[other] el método { $method }
    }
count-question = Contar todas las soluciones del tablero de { $n }×{ $n } lleva aquí unos { $duration } ({ $on }; medido en el tablero de { $timed }×{ $timed } y escalado según el número de soluciones). La página se puede seguir usando y Cancelar lo detiene. ¿Contar igualmente?
count-progress-label = Conteo de { $n }×{ $n }
count-starting-workers = Arrancando los Web Workers…
count-units-done = { $done } de { $units } unidades
count-progress = { $done } · { $elapsed } transcurridos · { $left } · { $unitRate } unidades/s · { $nodeRate } nodos/s
count-left = quedan unos { $duration }
count-left-unknown = aún no se sabe cuánto queda
count-running = Contando el tablero de { $n }×{ $n } por { $method } con { $on }…
count-resuming = Reanudando el conteo del tablero de { $n }×{ $n } por { $method } con { $on }: { $done } de { $units } unidades ya estaban contadas.
count-estimating-label = { $n }×{ $n }: estimando el tiempo
count-estimating = Cronometrando un conteo de { $timed }×{ $timed } { $gpu ->
        [yes] en la GPU
       *[no] en un solo Web Worker
    }…
count-match-none = No hay un valor conocido con el que comparar.
count-match-yes = ✓ coincide con el valor conocido (ambos totales)
count-match-no = ✗ NO coincide con el valor conocido ({ $differ ->
        [solutions] difieren las soluciones
        [unique] difieren las únicas
       *[both] difieren las soluciones y las únicas
    })
count-done-cpu = Tablero de { $n }×{ $n } contado por { $method } en { $duration }, con { $workers } { $workers ->
        [one] Web Worker
       *[other] Web Workers
    } ({ $units } unidades{ $before ->
        [0] {""}
       *[other] , { $before } de ellas contadas antes de una recarga
    }; compilación { $build }{ $rechecked ->
        [none] {""}
       *[other] ; de las unidades contadas antes en una GPU, { $rechecked } se volvieron a contar en la CPU, todas iguales
    }).
count-done-gpu = Tablero de { $n }×{ $n } contado por { $method } en { $duration }, con { $gpu }: { $units } unidades{ $before ->
        [0] {""}
       *[other] , { $before } de ellas contadas antes de una recarga
    }; { $checked } de ellas se volvieron a contar en la CPU, todas iguales{ $lost ->
        [0] {""}
        [one] ; { $lost } dispositivo se perdió durante el conteo y se sustituyó, y su lote se volvió a contar
       *[other] ; { $lost } dispositivos se perdieron durante el conteo y se sustituyeron, y sus lotes se volvieron a contar
    }.
count-finished-label = Conteo de { $n }×{ $n }: terminado
count-finished-text = { $done } · { $duration } · { $unitRate } unidades/s · { $nodeRate } nodos/s
count-not-counted-label = { $n }×{ $n }: sin contar
count-estimate-failed = La estimación del tiempo falló ({ $reason }), así que no se contó nada.
count-declined = No se contó, como elegiste; el resultado de abajo no cambia.
count-failed = El conteo falló: { $reason }
count-failed-label = Conteo de { $n }×{ $n }: falló
count-compile-failed = no se pudo compilar el módulo ({ $reason })
count-cancelled-label = Conteo de { $n }×{ $n }: cancelado
count-cancelled-after = Cancelado tras { $done } de { $units } unidades ({ $duration }); no se muestra ningún total.
count-cancelled-early = Cancelado ({ $duration }); no se muestra ningún total.
count-cancelled-kept = Lo contado se conserva: Reanudar sigue desde ahí.
count-cancelled-short = Cancelado
count-cancelled-before = Cancelado antes de que empezara el conteo.
count-cancelled = Cancelado.
count-resume-text = Reanudar el conteo de n = { $n } ({ $done } hecho)
count-resume-left = Reanudar el conteo de n = { $n } ({ $done } hecho, quedan { $left })
count-record-refused = El conteo guardado de n = { $n } se rechaza: { $problem }.
count-records-refused-after = { $count ->
        [one] No se reanuda; volver a contar ese tamaño lo sustituye.
       *[other] No se reanudan; volver a contar esos tamaños los sustituye.
    }
count-store-unavailable = Este navegador no guarda nada para esta página ({ $reason }), así que un conteo interrumpido por una recarga o por cerrar la pestaña no se puede reanudar; contar funciona igual que siempre.
`;
