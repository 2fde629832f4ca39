import evaluate
from evaluate.utils import launch_gradio_widget


module = evaluate.load("medlfqa")
launch_gradio_widget(module)
