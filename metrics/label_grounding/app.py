import evaluate
from evaluate.utils import launch_gradio_widget

module = evaluate.load("label_grounding")
launch_gradio_widget(module)
